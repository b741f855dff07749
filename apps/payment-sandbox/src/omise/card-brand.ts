const inRange = (digits: string, length: number, low: number, high: number): boolean => {
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
};

/** The brand Omise reports, from the number's issuer prefix. */
export const cardBrand = (digits: string): string => {
  if (digits.startsWith('4')) return 'Visa';
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return 'MasterCard';
  if (inRange(digits, 4, 3528, 3589)) return 'JCB';
  if (digits.startsWith('34') || digits.startsWith('37')) return 'American Express';
  if (inRange(digits, 3, 300, 305) || digits.startsWith('36') || digits.startsWith('38'))
    return 'Diners Club';
  if (digits.startsWith('6011') || digits.startsWith('65') || inRange(digits, 3, 644, 649)) return 'Discover';
  if (digits.startsWith('62')) return 'UnionPay';
  return 'Unknown';
};
