/** The OTP that passes the sandbox's 3-D Secure step (2C2P's sandbox uses the same, research §2.4). */
export const TWOC2P_TEST_OTP = '123456';

/**
 * What the issuer answers, by card number, once 3-D Secure has passed. 2C2P's own test cards
 * (Visa 4111111111111111, Mastercard 5555555555554444, Amex 378282246310005) and any other valid
 * number are approved; these are the sandbox's own declines (Luhn-valid, ending in their code).
 */
export const TWOC2P_DECLINE_CARDS: Readonly<Record<string, { respCode: string; respDesc: string }>> = {
  '4000000000024051': { respCode: '4051', respDesc: 'Insufficient Funds' },
  '4000000000094005': { respCode: '4005', respDesc: 'Do not Honour' },
  '4111111111144054': { respCode: '4054', respDesc: 'Expired Card' },
};

export const issuerAnswer = (number: string) =>
  TWOC2P_DECLINE_CARDS[number] ?? { respCode: '0000', respDesc: 'Success' };

export const isLuhnValid = (number: string): boolean => {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
};

export const cardBrandOf = (number: string): string => {
  if (number.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  if (number.startsWith('35')) return 'JCB';
  return 'CARD';
};

/** 2C2P's mask: the first six and last four digits, X between (411111XXXXXX1111). */
export const maskCard = (number: string): string =>
  `${number.slice(0, 6)}${'X'.repeat(Math.max(0, number.length - 10))}${number.slice(-4)}`;
