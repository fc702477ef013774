import { beforeAll, describe, expect, it } from 'vitest';
import { fieldLabel, loadFieldLabels, messageWithField } from './field-labels';

beforeAll(() => loadFieldLabels());

describe('field labels for validation toasts (issue 13)', () => {
  it.each([
    ['otp', 'Kode OTP'],
    ['products.0.quantity', 'Jumlah'],
    ['products.12.quantity', 'Jumlah'],
    ['shipping.id', 'Pengiriman'],
    ['items.3.email', 'Email'],
    ['tidakDikenal', null],
  ])('%s → %s', (field, label) => {
    expect(fieldLabel(field)).toBe(label);
  });

  it("keeps '<message>. <field>' with a readable label, none where the message names the field", () => {
    expect(messageWithField('Kode OTP salah', 'otp')).toBe('Kode OTP salah');
    expect(messageWithField('Jumlah maksimal 999', 'products.0.quantity')).toBe('Jumlah maksimal 999');
    expect(messageWithField('Harus berupa angka', 'limit')).toBe('Harus berupa angka. Jumlah per halaman');
    expect(messageWithField('Wajib diisi', 'recipientName')).toBe('Wajib diisi. Nama Penerima');
    expect(messageWithField('Tidak valid', 'tidakDikenal')).toBe('Tidak valid');
    expect(messageWithField('Tidak valid', undefined)).toBe('Tidak valid');
  });
});
