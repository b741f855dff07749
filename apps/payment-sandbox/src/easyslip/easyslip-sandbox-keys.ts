/** The key the slip-verification sandbox answers to, and that the shop sends in sandbox mode. */
export const EASYSLIP_SANDBOX_KEYS = { apiKey: 'shop-sandbox-easyslip-key' } as const;
