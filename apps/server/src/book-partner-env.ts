import { z } from 'zod';

/** The partner bookshop that ships free books (spec 1 section 7); unset in live mode: not sent. */
export const bookPartnerEnv = {
  BOOK_PARTNER_URL: z.url().optional(),
  BOOK_PARTNER_API_KEY: z.string().min(1).optional(),
};
