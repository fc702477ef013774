import { describe, expect, it } from 'vitest';
import { personalChanges, type PersonalValues } from './personal-values';

const before: PersonalValues = {
  fullname: 'Demo',
  birthdate: '',
  sex: '',
  email: 'demo@rona.id',
  phone: '6281234567890',
};

describe('personal update body', () => {
  it('sends only changed, non-empty fields, the phone as 62… and sex as 1/0', () => {
    expect(personalChanges(before, before)).toEqual({});
    expect(
      personalChanges(before, { ...before, fullname: '', birthdate: '1990-02-01', sex: '0', phone: '081298765432' }),
    ).toEqual({
      birthdate: '1990-02-01',
      sex: 0,
      phone: '6281298765432',
    });
  });
});
