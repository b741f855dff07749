/** The shop's own page that sends the buyer on to GB's 3-D Secure form (`GET`, the buyer only). */
export const GBPRIME_3DS_PATH = '/payment/gbprime/3ds/:attemptId';

/**
 * The address a card attempt's buyer is sent to (spec 2's `invoice_url`). GB's reference rides
 * along so the page can be built from the server's own record of the attempt.
 */
export const gbPrime3dsUrl = (shopUrl: string, attemptId: number, gbpReferenceNo: string): string =>
  `${shopUrl}/payment/gbprime/3ds/${String(attemptId)}?gbpReferenceNo=${encodeURIComponent(gbpReferenceNo)}`;

/** GB's reference in a stored 3-D Secure address, or null. */
export const gbpReferenceNoOf = (url: string): string | null => {
  try {
    const value = new URL(url).searchParams.get('gbpReferenceNo');
    return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
  } catch {
    return null;
  }
};
