import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAsStaff } from '../../testing/staff';
import { ImagePicker, type PickerImage } from './image-picker';

const images: PickerImage[] = [
  { id: 'a', url: '/img/a.jpg', alt: 'Serum depan', primary: true },
  { id: 'b', url: '/img/b.jpg', alt: 'Serum belakang', primary: false },
];

type Upload = (file: File, onProgress: (n: number) => void) => Promise<unknown>;

function setup(upload = vi.fn<Upload>(() => new Promise<unknown>(() => undefined))) {
  const handlers = { onMove: vi.fn(), onPrimary: vi.fn(), onAlt: vi.fn(), onRemove: vi.fn() };
  renderAsStaff(<ImagePicker images={images} upload={upload} {...handlers} />);
  return { upload, ...handlers };
}

const file = (name: string, type: string, bytes: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: bytes });
  return f;
};
const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('ImagePicker', () => {
  it('refuses a file over 5 MB and a file that is not an image, in Indonesian, before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { upload } = setup();
    await user.upload(input(), [
      file('besar.jpg', 'image/jpeg', 6 * 1024 * 1024),
      file('katalog.pdf', 'application/pdf', 1000),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('besar.jpg: File Gambar terlalu besar!');
    expect(alert.textContent).toContain('katalog.pdf: File harus berupa gambar (jpg, png, webp atau gif)');
    expect(upload).not.toHaveBeenCalled();
  });

  it('sends a good photo and shows its progress', async () => {
    const user = userEvent.setup();
    let report: (n: number) => void = () => undefined;
    const upload = vi.fn<Upload>((_file, onProgress) => {
      report = onProgress;
      return new Promise<unknown>(() => undefined);
    });
    setup(upload);
    await user.upload(input(), file('depan.png', 'image/png', 200_000));
    expect(upload).toHaveBeenCalledTimes(1);
    const bar = screen.getByRole('progressbar', { name: 'Mengunggah depan.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    report(60);
    expect(
      (await screen.findByRole('progressbar', { name: 'Mengunggah depan.png' })).getAttribute('aria-valuenow'),
    ).toBe('60');
  });

  it('moves a photo with the keyboard-reachable buttons, chooses the primary and edits the alt text', async () => {
    const user = userEvent.setup();
    const { onMove, onPrimary, onAlt } = setup();
    expect(screen.getByRole('button', { name: 'Pindahkan Foto 1 ke depan' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Pindahkan Foto 1 ke belakang' }));
    expect(onMove).toHaveBeenCalledWith(0, 1);
    await user.click(screen.getByRole('radio', { name: 'Jadikan Foto 2 foto utama' }));
    expect(onPrimary).toHaveBeenCalledWith('b');
    const tiles = screen.getAllByTestId('image-tile');
    await user.type(within(tiles[1] as HTMLElement).getByLabelText(/Teks alternatif Foto 2/), 'x');
    expect(onAlt).toHaveBeenCalledWith('b', 'Serum belakangx');
  });
});
