/**
 * The invoice number of one attempt: 2C2P refuses a number it has seen (9015), so every attempt
 * has its own, and the time in it keeps two databases that share a merchant (a staging copy)
 * from colliding. Letters and digits only. Example: `1042A7T1LZ3K9Q2`.
 */
export const twoC2pInvoiceNo = (orderId: number, attemptId: number, now: Date): string =>
  `${String(orderId)}A${String(attemptId)}T${now.getTime().toString(36).toUpperCase()}`;

/** The attempt an invoice number of ours was made for, or null for someone else's. */
export const attemptIdOfInvoice = (invoiceNo: string): number | null => {
  const match = /^\d{1,12}A(\d{1,12})T[0-9A-Z]{1,12}$/.exec(invoiceNo);
  const id = Number(match?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
