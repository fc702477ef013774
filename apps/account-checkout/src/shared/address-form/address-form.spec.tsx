import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@rona/ui/testing';
import { AddressForm } from './address-form';
import { chooseArea, emptyAddress } from './address-values';

const REGIONS = {
  provinces: () => [
    { id: '31', provinsi_name: 'DKI Jakarta' },
    { id: '32', provinsi_name: 'Jawa Barat' },
  ],
  cities: (input: unknown) => {
    const id = (input as { query: { provinsi_id: string } }).query.provinsi_id;
    return id === '31'
      ? [{ id: '31.74', kabupaten_name: 'Kota Jakarta Selatan', provinsi_id: '31' }]
      : [{ id: '32.73', kabupaten_name: 'Kota Bandung', provinsi_id: '32' }];
  },
  districts: (input: unknown) => {
    const id = (input as { query: { kabupaten_id: string } }).query.kabupaten_id;
    return id === '31.74'
      ? [{ id: '31.74.07', kecamatan_name: 'Kebayoran Baru', kabupaten_id: '31.74', postal_code: '12190' }]
      : [{ id: '32.73.01', kecamatan_name: 'Sukasari', kabupaten_id: '32.73', postal_code: '40151' }];
  },
};

const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }) as HTMLInputElement;
async function pick(label: string, option: string) {
  await waitFor(() => expect(input(label).disabled).toBe(false));
  fireEvent.click(input(label));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect(input(label).value).toBe(option));
}

describe('address cascade', () => {
  it('clears the city, district and postal code when the province changes, and the district when the city does', async () => {
    renderWithProviders(<AddressForm address={null} onClose={() => undefined} />, {
      app: 'account-checkout',
      api: REGIONS,
    });
    await pick('Provinsi', 'DKI Jakarta');
    await pick('Kota / Kabupaten', 'Kota Jakarta Selatan');
    await pick('Kecamatan', 'Kebayoran Baru');
    expect(input('Kode Pos').value).toBe('12190');

    await pick('Provinsi', 'Jawa Barat');
    expect(input('Kota / Kabupaten').value).toBe('');
    expect(input('Kecamatan').value).toBe('');
    expect(input('Kecamatan').disabled).toBe(true);
    expect(input('Kode Pos').value).toBe('');

    await pick('Kota / Kabupaten', 'Kota Bandung');
    await pick('Kecamatan', 'Sukasari');
    expect(input('Kode Pos').value).toBe('40151');
  }, 30_000);

  it("shows the spec's messages for a missing province, city and district", async () => {
    const { calls } = renderWithProviders(<AddressForm address={null} onClose={() => undefined} />, {
      app: 'account-checkout',
      api: REGIONS,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Provinsi belum diisi')).toBeTruthy();
    expect(screen.getByText('Kota belum diisi atau provinsi tidak sesuai dengan kota')).toBeTruthy();
    expect(screen.getByText('Kecamatan belum diisi atau kota tidak sesuai dengan kecamatan')).toBeTruthy();
    expect(calls.some((c) => c.name === 'addressCreate')).toBe(false);
  });

  it('keeps downstream choices when the same value is chosen again', () => {
    const chosen = {
      ...emptyAddress(),
      provinceId: '31',
      cityId: '31.74',
      districtId: '31.74.07',
      postalCode: '12190',
    };
    expect(chooseArea(chosen, 'provinceId', '31')).toBe(chosen);
    expect(chooseArea(chosen, 'cityId', '31.75')).toMatchObject({
      provinceId: '31',
      cityId: '31.75',
      districtId: '',
      postalCode: '',
    });
  });
});
