import { backofficeFailedMessageMessages } from '@rona/i18n/areas/backoffice-messages';
import { describe, expect, it } from 'vitest';
import { MAIL_WORDS } from './messages';
import { NEWSLETTER_WELCOME } from './newsletter';

/** Every kind the outbox can hold: one per order step (record.ts), and the newsletter's welcome. */
const KINDS = [...Object.keys(MAIL_WORDS).map((step) => `order.${step}`), NEWSLETTER_WELCOME];

describe('outbox kinds', () => {
  it("each has words on the back office's failed messages screen (backoffice.messages.kind.<kind>)", () => {
    expect(KINDS).toContain('order.shipped');
    const missing = KINDS.filter((kind) => !(`backoffice.messages.kind.${kind}` in backofficeFailedMessageMessages));
    expect(missing).toEqual([]);
  });
});
