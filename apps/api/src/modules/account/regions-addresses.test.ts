import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MAX_ADDRESSES } from './addresses';
import { demoMember, newMember, publicCall, type TestMember } from '../../testing/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const jakselKebayoran = { provinceId: '31', cityId: '31.74', districtId: '31.74.07' };
const bandungCoblong = { provinceId: '32', cityId: '32.73', districtId: '32.73.02' };

const input = (over: Record<string, unknown> = {}) => ({
  label: 'Rumah',
  recipientName: 'Sari Wulandari',
  phone: '0812 3456 7890',
  street: 'Jl. Dago No. 12',
  note: 'Dekat masjid',
  postalCode: '40135',
  ...bandungCoblong,
  ...over,
});

describe('regions', () => {
  it('lists the 38 provinces, alphabetically, from the database', async () => {
    const res = await publicCall(t.app, 'GET', '/third-party/shipping/v1/coverage-area/province');
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toHaveLength(38);
    expect(res.body.result[0]).toEqual({ id: '11', provinsi_name: 'Aceh' });
    expect(res.body.result.map((p: { provinsi_name: string }) => p.provinsi_name)).toContain('Papua Barat Daya');
  });

  it('lists the cities of a province and the districts of a city', async () => {
    const cities = await publicCall(t.app, 'GET', '/third-party/shipping/v1/coverage-area/city?provinsi_id=31');
    expect(cities.body.result.map((c: { kabupaten_name: string }) => c.kabupaten_name)).toEqual([
      'Kabupaten Administrasi Kepulauan Seribu',
      'Kota Administrasi Jakarta Barat',
      'Kota Administrasi Jakarta Pusat',
      'Kota Administrasi Jakarta Selatan',
      'Kota Administrasi Jakarta Timur',
      'Kota Administrasi Jakarta Utara',
    ]);
    expect(cities.body.result[0].provinsi_id).toBe('31');
    const districts = await publicCall(
      t.app,
      'GET',
      '/third-party/shipping/v1/coverage-area/district?kabupaten_id=31.74',
    );
    expect(districts.body.result).toHaveLength(10);
    expect(districts.body.result).toContainEqual({
      id: '31.74.07',
      kecamatan_name: 'Kebayoran Baru',
      kabupaten_id: '31.74',
      postal_code: '12160',
    });
  });

  it('rejects a missing or unknown parent and a call without the key', async () => {
    const missing = await publicCall(t.app, 'GET', '/third-party/shipping/v1/coverage-area/city');
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toBe('Provinsi belum diisi. provinsi_id');
    const unknown = await publicCall(
      t.app,
      'GET',
      '/third-party/shipping/v1/coverage-area/district?kabupaten_id=99.99',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe('Kota tidak ditemukan');
    const noKey = await t.app.inject({ method: 'GET', url: '/third-party/shipping/v1/coverage-area/province' });
    expect(noKey.statusCode).toBe(401);
  });
});

describe('addresses', () => {
  let sari: TestMember;
  beforeAll(async () => {
    sari = await newMember(t.app);
  });

  it('starts empty; the first address becomes primary, later ones do not', async () => {
    expect((await sari.call('GET', '/profile/address/v1/list-address')).body.result).toEqual([]);
    const first = await sari.call('POST', '/profile/address/v1/create', input());
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe('Berhasil Menambahkan alamat pengiriman');
    expect(first.body.result).toMatchObject({
      label: 'Rumah',
      phone: '6281234567890',
      primary: true,
      postalCode: '40135',
      area: {
        provinceId: '32',
        province: 'Jawa Barat',
        cityId: '32.73',
        city: 'Kota Bandung',
        districtId: '32.73.02',
        district: 'Coblong',
        postalCode: '40135',
      },
    });
    const second = await sari.call(
      'POST',
      '/profile/address/v1/create',
      input({ label: 'Kantor', ...jakselKebayoran, postalCode: '12190' }),
    );
    expect(second.body.result.primary).toBe(false);
    const list = await sari.call('GET', '/profile/address/v1/list-address');
    expect(list.body.result.map((a: { primary: boolean }) => a.primary)).toEqual([true, false]);
  });

  it('sets the primary (clearing the other), refuses to delete it, deletes the other', async () => {
    const [primary, other] = (await sari.call('GET', '/profile/address/v1/list-address')).body.result;
    const set = await sari.call('PUT', `/profile/address/v1/set-primary/${other.id}`, {});
    expect(set.body.message).toBe('Berhasil mengganti alamat utama');
    expect(set.body.result.map((a: { id: string; primary: boolean }) => [a.id, a.primary])).toEqual([
      [other.id, true],
      [primary.id, false],
    ]);
    const refused = await sari.call('DELETE', `/profile/address/v1/remove/${other.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toMatch(/^Alamat utama tidak dapat dihapus/);
    const removed = await sari.call('DELETE', `/profile/address/v1/remove/${primary.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.body.result.map((a: { id: string }) => a.id)).toEqual([other.id]);
  });

  it('updates an address and keeps its primary flag', async () => {
    const [a] = (await sari.call('GET', '/profile/address/v1/list-address')).body.result;
    const res = await sari.call(
      'PUT',
      `/profile/address/v1/update/${a.id}`,
      input({ street: 'Jl. Baru 1', label: 'Kantor', note: '' }),
    );
    expect(res.body.message).toBe('Berhasil merubah alamat pengiriman');
    expect(res.body.result).toMatchObject({
      id: a.id,
      street: 'Jl. Baru 1',
      label: 'Kantor',
      note: '',
      primary: true,
      area: { city: 'Kota Bandung' },
    });
  });

  it('checks the area chain with the spec messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ provinceId: '' }, 'Provinsi belum diisi', 'provinceId'],
      [{ provinceId: '99' }, 'Provinsi belum diisi', 'provinceId'],
      [{ cityId: '31.74' }, 'Kota belum diisi atau provinsi tidak sesuai dengan kota', 'cityId'],
      [{ districtId: '31.74.07' }, 'Kecamatan belum diisi atau kota tidak sesuai dengan kecamatan', 'districtId'],
      [{ districtId: '' }, 'Kecamatan belum diisi atau kota tidak sesuai dengan kecamatan', 'districtId'],
    ];
    for (const [over, message, field] of cases) {
      const res = await sari.call('POST', '/profile/address/v1/create', input(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.body.errors?.[0]).toMatchObject({ message, field });
    }
  });

  it('checks the fields: street ≤ 200, note ≤ 50, label, recipient, phone, postal code', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ street: 'x'.repeat(201) }, 'Alamat lengkap maksimal 200 karakter'],
      [{ street: ' ' }, 'Alamat lengkap belum diisi'],
      [{ note: 'x'.repeat(51) }, 'Catatan maksimal 50 karakter'],
      [{ label: 'Kos' }, 'Label alamat harus Kantor atau Rumah'],
      [{ recipientName: '' }, 'Nama penerima belum diisi'],
      [{ phone: '' }, 'Nomor telepon belum diisi'],
      [{ phone: '12345' }, 'Nomor telepon harus diawali 62 (tanpa simbol +) dan minimal 11 angka'],
      [{ postalCode: '' }, 'Kode pos belum diisi'],
      [{ postalCode: '4013' }, 'Kode pos harus 5 angka'],
    ];
    for (const [over, message] of cases) {
      const res = await sari.call('POST', '/profile/address/v1/create', input(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.body.errors?.[0]?.message).toBe(message);
    }
    const ok = await sari.call(
      'POST',
      '/profile/address/v1/create',
      input({ street: 'x'.repeat(200), note: 'y'.repeat(50) }),
    );
    expect(ok.statusCode).toBe(200);
  });

  it("answers 404 for another member's address, a missing one and a malformed id", async () => {
    const demo = await demoMember(t.app);
    const [demoAddress] = (await demo.call('GET', '/profile/address/v1/list-address')).body.result;
    expect(demoAddress.area.district).toBe('Kebayoran Baru');
    for (const [method, url, body] of [
      ['PUT', `/profile/address/v1/update/${demoAddress.id}`, input()],
      ['PUT', `/profile/address/v1/set-primary/${demoAddress.id}`, {}],
      ['DELETE', `/profile/address/v1/remove/${demoAddress.id}`, undefined],
      ['PUT', '/profile/address/v1/set-primary/00000000-0000-4000-8000-000000000000', {}],
      ['DELETE', '/profile/address/v1/remove/bukan-id', undefined],
    ] as const) {
      const res = await sari.call(method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.body.message).toBe('Alamat tidak ditemukan');
    }
    expect((await demo.call('GET', '/profile/address/v1/list-address')).body.result).toEqual([demoAddress]);
  });

  it('caps the address book and needs a session', async () => {
    const full = await newMember(t.app);
    for (let i = 0; i < MAX_ADDRESSES; i++)
      expect((await full.call('POST', '/profile/address/v1/create', input())).statusCode).toBe(200);
    const over = await full.call('POST', '/profile/address/v1/create', input());
    expect(over.statusCode).toBe(400);
    expect(over.body.message).toBe('Maksimal 20 alamat pengiriman');
    const anonymous = await publicCall(t.app, 'GET', '/profile/address/v1/list-address');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body.message).toBe('Sesi Berakhir Silahkan Login Kembali');
  });
});
