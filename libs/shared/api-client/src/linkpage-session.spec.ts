// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import {
  endLinkToolSession,
  hasLinkToolSession,
  keepLinkToolSession,
  setLinkToolClient,
  type ApiClient,
} from './index';

describe('studio session', () => {
  it('is kept only for accounts with the store role', () => {
    expect(keepLinkToolSession({ roles: [] })).toBe(false);
    expect(hasLinkToolSession()).toBe(false);
  });

  it("Sign Out ends the session on the server (logout with the studio's cookie), then drops the marker", async () => {
    const call = vi.fn().mockResolvedValue({ loggedOut: true });
    setLinkToolClient({ call } as unknown as ApiClient);
    document.cookie = 'LINKPAGE_SESSION__=1; path=/';
    expect(hasLinkToolSession()).toBe(true);
    await endLinkToolSession();
    expect(call).toHaveBeenCalledWith('logout', { body: {} });
    expect(hasLinkToolSession()).toBe(false);
  });

  it('drops the marker even when the server cannot be reached', async () => {
    setLinkToolClient({ call: vi.fn().mockRejectedValue(new Error('offline')) } as unknown as ApiClient);
    document.cookie = 'LINKPAGE_SESSION__=1; path=/';
    await endLinkToolSession();
    expect(hasLinkToolSession()).toBe(false);
  });
});
