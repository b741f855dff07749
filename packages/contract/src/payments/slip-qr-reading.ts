import { z } from 'zod';

/**
 * What the server read from a slip's QR: the sending bank (the shop's short code, or its 3-digit
 * number when the shop does not know it) and the bank's reference; `no_qr` when the picture had
 * no slip QR. Null without a slip, or for a report from before slips were read.
 */
export const slipQrReadingSchema = z
  .object({
    status: z.enum(['read', 'no_qr']),
    bank_code: z.string().nullable(),
    reference: z.string().nullable(),
  })
  .nullable();
