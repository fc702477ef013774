import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { createTestQueryClient } from '@rona/ui/testing';
import { accountCheckoutRoutes } from './routes';

const leafPath = (pathname: string) =>
  matchRoutes(accountCheckoutRoutes(createTestQueryClient()), pathname)?.at(-1)?.route.path;

describe('account-checkout routes', () => {
  // Spec 2 §5: guest tracking without an id says 'Pesanan Tidak Ditemukan' (the tracking page does), not the shop's 404.
  it.each(['/tracking-order/', '/tracking-order', '/tracking-order/5f0c6f1e-8d7a-4d0e-9a57-1b2c3d4e5f60'])(
    '%s opens the tracking page',
    (pathname) => {
      expect(leafPath(pathname)).toBe('tracking-order/:uuid?');
    },
  );

  it('an unknown account path is the 404 page', () => {
    expect(leafPath('/user/tidak-ada')).toBe('*');
  });
});
