import { z } from 'zod';
import { queryInt } from '../envelope';
import { PAGE_SIZES } from '../constants';
import {
  notificationPageSchema,
  notificationReadSchema,
  notificationTypeSchema,
  subscriptionSchema,
  subscriptionUpdateSchema,
} from '../entities/notification';
import { endpoint } from './define';

/** The two halves of an unsubscribe link, as mailed (names as the spec has them). */
const subscriptionParams = z.object({ params: z.string().min(1).max(128), params2: z.string().min(1).max(128) });

/**
 * The activity hub's own calls. Its unpaid-orders tab uses `orderSearch` (status WAITING_PAYMENT,
 * limit 3); its transaction, wishlist and review tabs use the order and cart contracts.
 */
export const activityContract = {
  notificationList: endpoint({
    method: 'GET',
    path: '/profile/notification/v1/list-notification',
    auth: 'member',
    query: z.object({
      type: notificationTypeSchema.optional(),
      page: queryInt({ min: 1, defaultValue: 1 }),
      limit: queryInt({ min: 1, max: 50, defaultValue: PAGE_SIZES.notifications }),
    }),
    result: notificationPageSchema,
    summary: "The member's inbox, newest first, with the unread count",
  }),
  notificationRead: endpoint({
    method: 'PATCH',
    path: '/profile/notification/v1/status',
    auth: 'member',
    body: z.object({ id: z.string().min(1).max(64) }),
    result: notificationReadSchema,
    summary: 'Mark one notification read (one-way)',
  }),
  subscriptionDetail: endpoint({
    method: 'GET',
    path: '/subscribe/v1/detail/:params/:params2',
    auth: 'apiKey',
    params: subscriptionParams,
    result: subscriptionSchema,
    summary: 'The subscriber behind an unsubscribe link (fullName null when none)',
  }),
  subscriptionUpdate: endpoint({
    method: 'PUT',
    path: '/subscribe/v1/update/:params/:params2',
    auth: 'apiKey',
    params: subscriptionParams,
    body: subscriptionUpdateSchema,
    result: subscriptionSchema,
    summary: 'Stop promo/voucher mail and/or new-product mail',
  }),
} as const;
