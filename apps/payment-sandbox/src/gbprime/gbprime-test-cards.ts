/** What the sandbox does with a card number when it is charged. */
export type CardRule = { resultCode: string; resultMessage: string };

const APPROVED: CardRule = { resultCode: '00', resultMessage: 'Success' };

/**
 * The sandbox's test cards (our choice: GB publishes none for 3-D Secure, which its own test
 * environment cannot run). Any other Luhn-valid number is approved. The decline codes are the
 * ISO 8583 response codes card acquirers pass on.
 */
export const GB_TEST_CARDS: Readonly<Record<string, CardRule>> = {
  '4535017710535741': APPROVED,
  '5258860689905862': APPROVED,
  '4000000000000002': { resultCode: '05', resultMessage: 'Do not honour' },
  '4000000000009995': { resultCode: '51', resultMessage: 'Insufficient funds' },
  '4000000000000069': { resultCode: '54', resultMessage: 'Expired card' },
  '4000000000000119': { resultCode: '96', resultMessage: 'System malfunction' },
};

export const cardRuleOf = (number: string): CardRule => GB_TEST_CARDS[number] ?? APPROVED;

/** The one-time password the sandbox's bank page accepts. */
export const SANDBOX_OTP = '123456';

/** GB's masked card number: the first six and last four digits. */
export const maskCardNumber = (number: string): string =>
  `${number.slice(0, 6)}${'X'.repeat(Math.max(0, number.length - 10))}${number.slice(-4)}`;
