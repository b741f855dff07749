/** SCB's reference fields accept only upper-case letters and digits, up to 20 (QR create v1/v2). */
export const SCB_REFERENCE = /^[A-Z0-9]{1,20}$/;

/** Thailand keeps UTC+7 all year; SCB's dates (inquiry, expiryDate, QR30 times) are in it. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const bangkok = (at: Date) => new Date(at.getTime() + BANGKOK_OFFSET_MS);

/** The calendar day in Bangkok, `yyyy-MM-dd`. */
export const bangkokDate = (at: Date): string => bangkok(at).toISOString().slice(0, 10);

/** v2 QR create's `expiryDate`, "YYYY-MM-DD HH:MM:SS" in Bangkok time. */
export const bangkokDateTime = (at: Date): string => bangkok(at).toISOString().slice(0, 19).replace('T', ' ');

/**
 * ref1 of one attempt: `O<order>A<attempt>D<yyMMdd>`, the day (Bangkok) the QR was made. The
 * inquiry API searches one day at a time, and `inquire` only has this reference, so the day
 * travels in it. With long ids the order part is left out to stay within 20 characters.
 */
export const attemptReference = (orderId: number, attemptId: number, createdAt: Date): string => {
  const day = bangkokDate(createdAt).slice(2).replaceAll('-', '');
  const full = `O${String(orderId)}A${String(attemptId)}D${day}`;
  return full.length <= 20 ? full : `A${String(attemptId)}D${day}`;
};

/** The day (`yyyy-MM-dd`) a reference of ours was made, or null for anything else. */
export const referenceDay = (ref1: string): string | null => {
  if (!SCB_REFERENCE.test(ref1)) return null;
  const match = /^(?:O\d+)?A\d+D(\d{2})(\d{2})(\d{2})$/.exec(ref1);
  if (!match) return null;
  const [, yy, mm, dd] = match;
  const day = `20${yy ?? ''}-${mm ?? ''}-${dd ?? ''}`;
  return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? null : day;
};

/**
 * The days to search for a payment of a QR made on `createdDay`: that day, and the next one once
 * it has begun (a QR made at 23:55 may be paid at 00:05).
 */
export const inquiryDays = (createdDay: string, now: Date): string[] => {
  const next = new Date(Date.parse(`${createdDay}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return bangkokDate(now) >= next ? [createdDay, next] : [createdDay];
};
