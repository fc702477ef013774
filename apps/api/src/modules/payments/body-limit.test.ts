import { describe, expect, it } from 'vitest';
import { apiBodyLimit } from '@rona/routes';
import { NOTIFICATION_PATH } from './notification-route';

describe('the notification body limit', () => {
  it('is the one the edge knows for this route (gateway, nginx), not the JSON default', () => {
    expect(apiBodyLimit(NOTIFICATION_PATH)).toBe(64 * 1024);
  });
});
