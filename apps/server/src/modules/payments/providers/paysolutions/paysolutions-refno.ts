/** Pay Solutions takes a numeric `refno` of at most 12 digits (research §5). */
export const REFNO_PATTERN = /^\d{1,12}$/;

const BANGKOK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** HHmmss of `at` on the clock of Thailand (UTC+7 all year), the time spec 2 puts in a refno. */
export const bangkokHhmmss = (at: Date): string =>
  BANGKOK_TIME.formatToParts(at)
    .filter((part) => part.type === 'hour' || part.type === 'minute' || part.type === 'second')
    .map((part) => part.value)
    .join('');

/**
 * Spec 2's reference number: the order id followed by HHmmss of the attempt. Six digits of time
 * leave six for the order; a longer id keeps its last six digits, without leading zeros (a refno
 * read back as a number must still equal ours). The refno is never parsed back into an order: the
 * shop finds the attempt by the refno it stored.
 */
export const paySolutionsRefno = (orderId: number, at: Date): string => {
  const id = String(orderId);
  const prefix = id.length <= 6 ? id : id.slice(-6).replace(/^0+/, '') || '1';
  return `${prefix}${bangkokHhmmss(at)}`;
};
