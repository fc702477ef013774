import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FilterMenu } from './filter-menu';

const options = [
  { value: 'Normal', label: 'Normal' },
  { value: 'Berminyak', label: 'Berminyak' },
];

describe('FilterMenu', () => {
  it('is only its button until opened, with no Mantine provider around it (as in the storefront shell)', async () => {
    const onChange = vi.fn();
    render(<FilterMenu label="Jenis Kulit" options={options} value={undefined} onChange={onChange} />);
    const button = screen.getByRole('button', { name: /Jenis Kulit/ });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    // The menu's code arrives and it opens at once. (jsdom has no layout, so Mantine's positioning
    // keeps the dropdown display:none here: `hidden: true`; e2e/catalogue/listing.spec.ts uses the real menu.)
    expect(await screen.findByRole('menu', { name: /Jenis Kulit/, hidden: true })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Jenis Kulit/ }).getAttribute('aria-expanded')).toBe('true'),
    );
    fireEvent.click(screen.getByRole('menuitem', { name: 'Berminyak', hidden: true }));
    expect(onChange).toHaveBeenCalledWith('Berminyak');
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
  });

  it('shows the current choice on its button', () => {
    render(<FilterMenu label="Jenis Kulit" options={options} value="Normal" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: /Jenis Kulit\s*Normal/ })).toBeTruthy();
  });
});
