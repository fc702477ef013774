import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@rona/ui/testing';
import { aMember } from '../../../testing/members';
import BiodataTab from './biodata-tab';

const fileOf = (size: number, type = 'image/png') => {
  const file = new File(['x'], 'foto.png', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const choosePhoto = (file: File) => fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [file] } });
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }) as HTMLInputElement;

describe('photo upload', () => {
  it("refuses a photo over 5 MB before any upload with 'File Gambar terlalu besar!'", async () => {
    const { calls } = renderWithProviders(<BiodataTab user={aMember()} />, { app: 'account-checkout' });
    choosePhoto(fileOf(5_242_881));
    expect(await screen.findByText('File Gambar terlalu besar!')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('refuses a file that is not an image', async () => {
    const { calls } = renderWithProviders(<BiodataTab user={aMember()} />, { app: 'account-checkout' });
    choosePhoto(fileOf(1000, 'application/pdf'));
    expect(await screen.findByText('File harus berupa gambar (jpg, png, webp atau gif)')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('uploads a photo of exactly 5 MB and saves its URL as the image', async () => {
    const { calls } = renderWithProviders(<BiodataTab user={aMember()} />, {
      app: 'account-checkout',
      api: {
        uploadImage: () => '/api/media/uploads/foto.png',
        personalUpdate: () => aMember({ image: '/api/media/uploads/foto.png' }),
      },
    });
    choosePhoto(fileOf(5_242_880));
    expect(await screen.findByText('Data pribadi anda berasil dirubah')).toBeTruthy();
    expect(calls.map((c) => c.name)).toEqual(['uploadImage', 'personalUpdate']);
    expect(calls[1]?.input).toEqual({ body: { image: '/api/media/uploads/foto.png' } });
  });
});

describe('biodata edit mode', () => {
  it('is read-only until the pencil, marks each field, sends only what changed and returns to read-only', async () => {
    const user = aMember({ phone: { value: '6281234567890', verified: false, requested: false } });
    const { calls } = renderWithProviders(<BiodataTab user={user} />, {
      app: 'account-checkout',
      api: { personalUpdate: () => aMember({ fullName: 'Demo Baru' }) },
    });
    expect(field('Nama Lengkap').readOnly).toBe(true);
    expect(field('Email').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
    // Name, e-mail, phone are filled; birth date and sex are not.
    expect(screen.getAllByText('Selesai')).toHaveLength(3);
    expect(screen.getAllByText('Belum Diisi')).toHaveLength(2);
    expect(screen.getByText('Terverifikasi')).toBeTruthy();
    expect(screen.getByText('Belum Terverifikasi')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ubah data pribadi' }));
    expect(field('Nama Lengkap').readOnly).toBe(false);
    fireEvent.change(field('Nama Lengkap'), { target: { value: 'Demo Baru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Data pribadi anda berasil dirubah')).toBeTruthy();
    expect(calls).toEqual([{ name: 'personalUpdate', input: { body: { fullname: 'Demo Baru' } } }]);
    await waitFor(() => expect(field('Nama Lengkap').readOnly).toBe(true));
  });

  it('cancel drops the edits and returns to read-only without a call', () => {
    const { calls } = renderWithProviders(<BiodataTab user={aMember()} />, { app: 'account-checkout' });
    fireEvent.click(screen.getByRole('button', { name: 'Ubah data pribadi' }));
    fireEvent.change(field('Nama Lengkap'), { target: { value: 'Orang Lain' } });
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(field('Nama Lengkap').readOnly).toBe(true);
    expect(field('Nama Lengkap').value).toBe('Demo Rona');
    expect(calls).toEqual([]);
  });
});

describe('re-authentication for a new e-mail or phone (issue 12 §3)', () => {
  it('asks for the current password only when the e-mail changes, and sends it with the change', async () => {
    const { calls } = renderWithProviders(<BiodataTab user={aMember()} />, {
      app: 'account-checkout',
      api: { personalUpdate: () => aMember({ email: { value: 'baru@contoh.id', verified: false } }) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ubah data pribadi' }));
    expect(screen.queryByLabelText(/^Kata Sandi Saat Ini/)).toBeNull();
    fireEvent.change(field('Email'), { target: { value: 'baru@contoh.id' } });
    const password = await screen.findByLabelText(/^Kata Sandi Saat Ini/, { selector: 'input' });

    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Masukkan kata sandi kamu untuk menyimpan perubahan ini')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(password, { target: { value: 'RonaDemo123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findAllByText('Data pribadi anda berasil dirubah')).length).toBeGreaterThan(0);
    expect(calls).toEqual([
      { name: 'personalUpdate', input: { body: { email: 'baru@contoh.id', password: 'RonaDemo123' } } },
    ]);
  });
});
