import { z } from 'zod';
import { ORDER_STATES } from '@shop/domain/orders/order-states';

/** An order's status on the wire (spec 1 statusOrder values). */
export const orderStatusSchema = z.enum(ORDER_STATES);
