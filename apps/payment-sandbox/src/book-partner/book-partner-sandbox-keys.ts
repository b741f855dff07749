/** The key the partner bookshop's sandbox answers to, and that the shop sends in sandbox mode. */
export const BOOK_PARTNER_SANDBOX_KEYS = { apiKey: 'shop-sandbox-book-partner-key' } as const;
