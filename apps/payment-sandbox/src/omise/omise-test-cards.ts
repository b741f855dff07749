/** What a card number does when charged. */
export type CardBehaviour = { kind: 'successful' } | { kind: 'failed'; code: string } | { kind: '3ds' };

/**
 * Omise's documented test cards (docs.omise.co/api-testing), all Luhn-valid; the 3-D Secure
 * numbers are our choice. Any other valid number succeeds.
 */
const FAILURES: Record<string, string> = {
  '4111111111140011': 'insufficient_fund',
  '5555551111110011': 'insufficient_fund',
  '3530111111190011': 'insufficient_fund',
  '4111111111130012': 'stolen_or_lost_card',
  '5555551111100012': 'stolen_or_lost_card',
  '4111111111120013': 'failed_processing',
  '5555551111190013': 'failed_processing',
  '4111111111110014': 'payment_rejected',
  '5555551111180014': 'payment_rejected',
};

export const THREE_D_SECURE_CARDS: readonly string[] = ['4000000000003063', '4000000000003220'];

export const omiseCardBehaviour = (number: string): CardBehaviour => {
  const code = FAILURES[number];
  if (code) return { kind: 'failed', code };
  if (THREE_D_SECURE_CARDS.includes(number)) return { kind: '3ds' };
  return { kind: 'successful' };
};
