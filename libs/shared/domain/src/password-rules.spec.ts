import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import {
  changePasswordBodySchema,
  meetsPasswordRuleSet,
  passwordProblem,
  registerFormSchema,
  resetPasswordBodySchema,
} from './entities/account';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('the separate password rule set (minimum 6, a letter and a digit)', () => {
  it('needs a letter and a digit', () => {
    expect(meetsPasswordRuleSet('Rahasia1')).toBe(true);
    expect(meetsPasswordRuleSet('kataSandiÉ9')).toBe(true);
    expect(meetsPasswordRuleSet('hanyahuruf')).toBe(false);
    expect(meetsPasswordRuleSet('12345678')).toBe(false);
    expect(meetsPasswordRuleSet('abc12')).toBe(false);
  });

  it('is enforced by the register, reset and change-password bodies', () => {
    const m = 'Kata sandi harus mengandung huruf dan angka';
    const reg = { email: 'a@contoh.id', fullName: 'A', phone: '081234567890', password: 'hanyahuruf' };
    expect(firstMessage(contract.register.body.safeParse(reg))).toBe(m);
    expect(
      firstMessage(contract.resetPassword.body.safeParse({ password: 'hanyahuruf', rePassword: 'hanyahuruf' })),
    ).toBe(m);
    expect(
      firstMessage(
        changePasswordBodySchema.safeParse({ token: 't', password: '1234567890', rePassword: '1234567890' }),
      ),
    ).toBe(m);
    expect(contract.register.body.safeParse({ ...reg, password: 'Rahasia123' }).success).toBe(true);
  });

  it('is the one rule of the forms too (issue 12 §8: the form accepted hanyahuruf and the server refused it)', () => {
    const m = 'Kata sandi harus mengandung huruf dan angka';
    const form = {
      email: 'a@contoh.id',
      fullName: 'A',
      phone: '081234567890',
      password: 'hanyahuruf',
      rePassword: 'hanyahuruf',
    };
    expect(firstMessage(registerFormSchema.safeParse(form))).toBe(m);
    expect(firstMessage(resetPasswordBodySchema.safeParse({ password: 'hanyahuruf', rePassword: 'hanyahuruf' }))).toBe(
      m,
    );
    expect(registerFormSchema.safeParse({ ...form, password: 'Rahasia123', rePassword: 'Rahasia123' }).success).toBe(
      true,
    );
    // Too short still reads as the spec's length message first.
    expect(firstMessage(resetPasswordBodySchema.safeParse({ password: 'abc', rePassword: 'abc' }))).toBe(
      'Kata sandi harus minimal 8 karakter',
    );
    expect(passwordProblem('hanyahuruf')).toBe(m);
    expect(passwordProblem('pendek1')).toBe('Kata sandi harus minimal 8 karakter');
    expect(passwordProblem('Rahasia123')).toBeNull();
  });
});
