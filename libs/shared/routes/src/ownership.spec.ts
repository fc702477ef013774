import { describe, expect, it } from 'vitest';
import { appForPath, isInternalTo } from './ownership';
import { paths } from './paths';

describe('route ownership', () => {
  it.each([
    ['/', 'storefront'],
    ['/products?page=2', 'storefront'],
    ['/products/rona/serum', 'storefront'],
    ['/cart', 'storefront'],
    ['/promo/abc', 'storefront'],
    ['/login', 'account-checkout'],
    ['/user/activity?action=wishlist', 'account-checkout'],
    ['/payment/virtual-account/NMW-1', 'account-checkout'],
    ['/payment-guest/uuid', 'account-checkout'],
    ['/checkout', 'account-checkout'],
    ['/invoice/1?uuid=x', 'account-checkout'],
    ['/link-page/abc', 'linkpage'],
    ['/short-link/abc', 'linkpage'],
    ['/everywhere/x', 'linkpage'],
    ['/loginx', 'storefront'],
    ['/_ac/assets/index.js', 'account-checkout'],
    ['/admin/orders/NMW-1', 'backoffice'],
    ['/admin', 'backoffice'],
    ['/administrasi', 'storefront'],
    ['/_bo/assets/index.js', 'backoffice'],
  ])('%s belongs to %s', (path, app) => {
    expect(appForPath(path)).toBe(app);
  });

  it('treats other apps and absolute URLs as full page loads', () => {
    expect(isInternalTo('storefront', '/products')).toBe(true);
    expect(isInternalTo('storefront', '/login')).toBe(false);
    expect(isInternalTo('account-checkout', 'https://example.com/login')).toBe(false);
  });

  it('builds payment paths from method codes', () => {
    expect(paths.payment('VIRTUAL_ACCOUNT', 'NMW-1')).toBe('/payment/virtual-account/NMW-1');
    expect(paths.products({ category: 'c1', page: undefined })).toBe('/products?category=c1');
  });
});

describe('notification links', () => {
  it('rewrites the two legacy paths and keeps others', async () => {
    const { notificationLinkTarget } = await import('./paths');
    expect(notificationLinkTarget('/user/order')).toBe('/user/activity?action=transaction');
    expect(notificationLinkTarget('/payment/waiting')).toBe('/user/activity?action=payment_waiting');
    expect(notificationLinkTarget('/promo/abc')).toBe('/promo/abc');
  });
});
