import type { z } from 'zod';
import type { createOrderBodySchema } from '@shop/contract/orders/order';

/** The order request after its schema filled in the defaults. */
export type ParsedCreateOrderBody = z.output<typeof createOrderBodySchema>;
