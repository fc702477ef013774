import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminOrderDetail, renderAsStaff } from '../../testing/staff';
import { OrderMessages } from './order-sections';

const message = (kind: string) => ({
  kind,
  channel: 'whatsapp' as const,
  recipient: '62812****890',
  state: 'sent' as const,
  attempts: 1,
  createdAt: '2026-11-27T05:00:00.000Z',
  sentAt: '2026-11-27T05:00:05.000Z',
  lastError: null,
});

describe("OrderMessages: an order's messages", () => {
  it("names each message in the staff's words, with its template's code under it", () => {
    renderAsStaff(<OrderMessages order={anAdminOrderDetail({ messages: [message('order.shipped')] })} />);
    expect(screen.getByRole('cell', { name: /^Pesanan dikirim/ }).textContent).toBe('Pesanan dikirimorder.shipped');
  });

  it('shows the code alone for a template without words yet', () => {
    renderAsStaff(<OrderMessages order={anAdminOrderDetail({ messages: [message('order.giftWrapped')] })} />);
    // Once: no second line repeating it.
    expect(screen.getByRole('cell', { name: /giftWrapped/ }).textContent).toBe('order.giftWrapped');
  });
});
