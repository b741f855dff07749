const MESSAGES: Record<string, string> = {
  insufficient_fund: 'insufficient funds in the account or the card has reached the credit limit',
  stolen_or_lost_card: 'card was lost or stolen',
  failed_processing: 'the payment could not be processed',
  payment_rejected: 'the payment was rejected by the issuer',
  invalid_security_code: 'the security code is invalid',
  failed_fraud_check: 'card was marked as fraudulent',
  failed_3ds: '3-D Secure authentication failed',
  expired_charge: 'charge expired',
};

/** The `failure_message` Omise pairs with a `failure_code`. */
export const omiseFailureMessage = (code: string): string =>
  (Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : undefined) ?? code.replaceAll('_', ' ');
