import { z } from 'zod';
import { ORDER_STATUSES } from '../constants';

export type { OrderStatus } from '../constants';
export const orderStatusSchema = z.enum(ORDER_STATUSES);
