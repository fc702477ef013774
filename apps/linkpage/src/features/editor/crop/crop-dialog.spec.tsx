import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@rona/ui/testing';
import { CropDialog } from './crop-dialog';
import type { CropFrame } from './crop-geometry';

const cropImageFile = vi.fn<(image: HTMLImageElement, frame: CropFrame, source: File) => Promise<File>>();
vi.mock('./crop-canvas', () => ({
  cropImageFile: (...args: Parameters<typeof cropImageFile>) => cropImageFile(...args),
}));

const photo = new File([new Uint8Array([1, 2, 3])], 'foto.jpg', { type: 'image/jpeg' });
const cropped = new File([new Uint8Array([4])], 'foto.jpg', { type: 'image/jpeg' });

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:test';
  URL.revokeObjectURL ??= () => undefined;
});
beforeEach(() => cropImageFile.mockReset().mockResolvedValue(cropped));

/** jsdom loads no pictures: give the <img> a 1200×600 natural size and fire its load. */
async function loadPicture() {
  const img = await waitFor(() => {
    const el = document.querySelector<HTMLImageElement>('.mantine-Modal-body img');
    if (!el) throw new Error('no picture yet');
    return el;
  });
  Object.defineProperty(img, 'naturalWidth', { value: 1200 });
  Object.defineProperty(img, 'naturalHeight', { value: 600 });
  fireEvent.load(img);
  return screen.findByRole('group', { name: 'Bingkai potong' });
}

function renderDialog(overrides: Partial<Parameters<typeof CropDialog>[0]> = {}) {
  const props = { file: photo, ratio: '1/1', ratioLabel: '1:1', onCancel: vi.fn(), onCropped: vi.fn(), ...overrides };
  renderWithProviders(<CropDialog {...props} />);
  return props;
}

describe('CropDialog', () => {
  it('starts with the largest centred frame of the ratio and crops what the frame shows', async () => {
    const props = renderDialog();
    expect(await screen.findByText(/Potong gambar · Rasio 1:1/)).toBeTruthy();
    const frame = await loadPicture();
    expect(frame.style).toMatchObject({ left: '25%', top: '0%', width: '50%', height: '100%' });
    await userEvent.click(screen.getByRole('button', { name: 'Potong' }));
    await waitFor(() => expect(props.onCropped).toHaveBeenCalledWith(cropped));
    expect(cropImageFile.mock.calls[0]?.[1]).toEqual({ x: 300, y: 0, width: 600, height: 600 });
    expect(cropImageFile.mock.calls[0]?.[2]).toBe(photo);
  });

  it('moves with the arrow keys and zooms with + and −, keeping the ratio and the picture bounds', async () => {
    const props = renderDialog();
    const frame = await loadPicture();
    frame.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(frame.style.left).toBe('27%');
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    expect(frame.style.left).toBe('50%'); // stopped at the right edge
    await userEvent.keyboard('++++++++++');
    await userEvent.keyboard('-----');
    await userEvent.click(screen.getByRole('button', { name: 'Potong' }));
    await waitFor(() => expect(props.onCropped).toHaveBeenCalled());
    const f = cropImageFile.mock.calls[0]?.[1] ?? { x: -1, y: -1, width: 0, height: 1 };
    expect(f.width).toBeCloseTo(600 / 1.5, 6);
    expect(f.width).toBeCloseTo(f.height, 6);
    expect(f.x + f.width).toBeLessThanOrEqual(1200);
    expect(f.y).toBeGreaterThanOrEqual(0);
  });

  it('follows a pointer drag', async () => {
    renderDialog();
    const frame = await loadPicture();
    fireEvent.pointerDown(frame, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(frame, { clientX: 40, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(frame, { pointerId: 1 });
    // jsdom has no layout: the picture is taken as shown at its natural size, so 60 px is 5 % of it.
    expect(frame.style.left).toBe('20%');
  });

  it('cancels without cropping, and shows the crop error when the picture cannot be cropped', async () => {
    const props = renderDialog();
    await loadPicture();
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(props.onCancel).toHaveBeenCalled();
    cropImageFile.mockRejectedValueOnce(new Error('Gambar tidak dapat dipotong, silahkan pilih gambar lain'));
    await userEvent.click(screen.getByRole('button', { name: 'Potong' }));
    expect(await screen.findByText('Gambar tidak dapat dipotong, silahkan pilih gambar lain')).toBeTruthy();
    expect(props.onCropped).not.toHaveBeenCalled();
  });

  it('tells which picture of several is being cropped', async () => {
    renderDialog({ progress: { index: 2, total: 3 }, ratio: '16/9', ratioLabel: '16:9' });
    expect(await screen.findByText('Potong gambar · Rasio 16:9 · Gambar 2 dari 3')).toBeTruthy();
  });
});
