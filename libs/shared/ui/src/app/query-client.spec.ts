import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { ApiError } from '@rona/api-client';
import { createQueryClient } from './query-client';

vi.mock('../feedback/notify', () => ({ notifyError: vi.fn() }));
const { notifyError } = await import('../feedback/notify');

describe('the shared query client offline (issue 24)', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.mocked(notifyError).mockClear();
    vi.restoreAllMocks();
  });

  it('sends a write at once without a connection: it fails with the network message and is never replayed', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const send = vi.fn(async () => {
      throw new ApiError('Tidak dapat terhubung ke server, periksa koneksi internet kamu lalu coba lagi', 0);
    });
    const write = new MutationObserver(client, { mutationFn: send });

    await expect(write.mutate()).rejects.toThrow('Tidak dapat terhubung ke server');
    expect(write.getCurrentResult()).toMatchObject({ status: 'error', isPaused: false, isPending: false });
    expect(notifyError).toHaveBeenCalledTimes(1);

    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('says the network message when offline a write fails on a part of the app it could not fetch', async () => {
    onlineManager.setOnline(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    const write = new MutationObserver(client, {
      mutationFn: async () => {
        throw new TypeError('Failed to fetch dynamically imported module: /assets/add-outcome.js');
      },
    });

    await expect(write.mutate()).rejects.toThrow(TypeError);
    expect(vi.mocked(notifyError).mock.calls[0]?.[0]).toMatchObject({
      message: 'Tidak dapat terhubung ke server, periksa koneksi internet kamu lalu coba lagi',
      httpStatus: 0,
    });
  });
});
