import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, normalizePhone, phoneFromLocalPart, phoneLocalPart } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['0812-345', '62812345'],
    ['0812 3456 7890', '6281234567890'],
    ['+62 812-3456', '628123456'],
    ['6281234', '6281234'],
    ['81234', '6281234'],
    ['', ''],
    ['abc', ''],
  ])('%j → %j', (input, phone) => {
    expect(normalizePhone(input)).toBe(phone);
  });
});

describe('isValidPhone', () => {
  it.each([
    ['62812345678', true],
    ['6281234567', false],
    ['08123456789', false],
    ['+62812345678', false],
    ['62812-345678', false],
  ])('%j → %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });
});

describe('phoneLocalPart', () => {
  it.each([
    ['0812-3456', '8123456'],
    ['00812', '812'],
    ['+62 812 3456', '8123456'],
    ['6281234', '81234'],
    ['62', '62'],
    ['8a1b2', '812'],
    ['abc', ''],
    ['', ''],
  ])('%j → %j', (input, local) => {
    expect(phoneLocalPart(input)).toBe(local);
  });
});

describe('phoneFromLocalPart', () => {
  it('puts 62 in front of the typed digits', () => {
    expect(phoneFromLocalPart('0812345678')).toBe('62812345678');
    expect(phoneFromLocalPart('812345678')).toBe('62812345678');
  });
  it('stays empty while nothing is typed', () => {
    expect(phoneFromLocalPart('')).toBe('');
    expect(phoneFromLocalPart('0')).toBe('');
  });
});

describe('formatPhone', () => {
  it.each([
    ['6281234567890', '0812-3456-7890'],
    ['628123456789', '0812-3456-789'],
    ['62812345678901', '0812-3456-78901'],
    ['6281234', '0812-34'],
    ['081298765432', '0812-9876-5432'],
    ['+62 812-3456-7890', '0812-3456-7890'],
    ['+1 555 0100', '+1 555 0100'],
    ['', ''],
  ])('%j reads %j', (stored, shown) => expect(formatPhone(stored)).toBe(shown));
});
