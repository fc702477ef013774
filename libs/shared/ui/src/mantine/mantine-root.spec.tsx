import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Button } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MantineOutlet, MantineRoot } from './mantine-root';

describe('Mantine islands', () => {
  it('MantineRoot gives Mantine components their theme without a provider around the app', () => {
    render(
      <MantineRoot>
        <Button>Beli</Button>
      </MantineRoot>,
    );
    expect(screen.getByRole('button', { name: 'Beli' })).toBeTruthy();
    // The theme's variables come from mantine-theme.css, not from a <style> the provider writes.
    expect(document.querySelector('style[data-mantine-styles]')).toBeNull();
  });

  it('MantineOutlet renders the child routes of a pathless layout route inside it', async () => {
    const router = createMemoryRouter(
      [{ Component: MantineOutlet, children: [{ path: '/cart', element: <Button>Checkout</Button> }] }],
      { initialEntries: ['/cart'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('button', { name: 'Checkout' })).toBeTruthy();
  });
});
