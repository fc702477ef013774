import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_UPLOAD_BYTES } from '@rona/domain/browser';
import { renderWithProviders } from '@rona/ui/testing';
import { ConfirmDialog } from '../../../studio/confirm-dialog';
import { PickImages } from './pick-images';
import { TextStyleFields, type TextStyles } from './text-style-fields';

const styles: TextStyles = {
  fontFamily: 'Poppins',
  fontSize: 22,
  color: '#333333',
  fontWeight: 'bold',
  fontStyle: 'normal',
  textAlign: 'center',
  textDecoration: 'none',
  backgroundColor: '#ffffff',
  backgroundOpacity: 0,
};

describe('studio controls (issue 13)', () => {
  it('the alignment choices are drawn icons with Indonesian names, not glyphs a font may lack', () => {
    const onChange = vi.fn();
    renderWithProviders(<TextStyleFields value={styles} onChange={onChange} />, { app: 'linkpage' });
    const group = screen.getByRole('radiogroup', { name: 'Perataan' });
    for (const name of ['Rata kiri', 'Rata tengah', 'Rata kanan', 'Rata kiri-kanan']) {
      const option = within(group).getByRole('radio', { name });
      expect(option.closest('label, div')?.querySelector('svg')).toBeTruthy();
    }
    expect(group.textContent).not.toMatch(/[⯇⯈≡☰]/);
    fireEvent.click(within(group).getByRole('radio', { name: 'Rata kanan' }));
    expect(onChange).toHaveBeenCalledWith({ textAlign: 'right' });
  });

  it('a refused upload is cleared from the file input (spec 3 §5)', async () => {
    const onPick = vi.fn();
    const { container } = renderWithProviders(<PickImages label="Tambah Gambar" onPick={onPick} />, {
      app: 'linkpage',
    });
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'besar.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByText('File Gambar terlalu besar!')).toBeTruthy();
    expect(onPick).not.toHaveBeenCalled();
    expect(input.value).toBe('');
  });

  it('a confirmation is a dialog named by its question', () => {
    renderWithProviders(
      <ConfirmDialog opened message="Apakah anda ingin menghapus page ini ?" onConfirm={vi.fn()} onClose={vi.fn()} />,
      { app: 'linkpage' },
    );
    expect(screen.getByRole('dialog', { name: 'Apakah anda ingin menghapus page ini ?' })).toBeTruthy();
  });
});
