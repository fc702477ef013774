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
});
