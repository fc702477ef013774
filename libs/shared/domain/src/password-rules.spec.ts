import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { changePasswordBodySchema, meetsPasswordRuleSet, registerFormSchema, resetPasswordBodySchema } from './entities/account';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

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
    expect(firstMessage(contract.resetPassword.body.safeParse({ password: 'hanyahuruf', rePassword: 'hanyahuruf' }))).toBe(m);
    expect(firstMessage(changePasswordBodySchema.safeParse({ token: 't', password: '1234567890', rePassword: '1234567890' }))).toBe(m);
    expect(contract.register.body.safeParse({ ...reg, password: 'Rahasia123' }).success).toBe(true);
  });

  it('is not part of the forms, which check the length and confirmation only (spec 3 §5)', () => {
    expect(registerFormSchema.safeParse({ email: 'a@contoh.id', fullName: 'A', phone: '081234567890', password: 'hanyahuruf', rePassword: 'hanyahuruf' }).success).toBe(true);
    expect(resetPasswordBodySchema.safeParse({ password: 'hanyahuruf', rePassword: 'hanyahuruf' }).success).toBe(true);
  });
});
