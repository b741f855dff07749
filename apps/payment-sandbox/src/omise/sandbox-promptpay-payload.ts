import generatePayload from 'promptpay-qr';

/**
 * The sandbox merchant's PromptPay id: a 13-digit tax id with a valid Thai check digit
 * (Σ d[i]·(13−i) for i < 12 = 232; (11 − 232 mod 11) mod 10 = 0). It belongs to nobody we know of;
 * no money can move in the sandbox anyway.
 */
export const SANDBOX_PROMPTPAY_ID = '0105561234560';

/** A real EMVCo PromptPay payload (tag 29 credit transfer) for `satang`, as a bank app would scan it. */
export const sandboxPromptPayPayload = (satang: number): string =>
  generatePayload(SANDBOX_PROMPTPAY_ID, { amount: satang / 100 });
