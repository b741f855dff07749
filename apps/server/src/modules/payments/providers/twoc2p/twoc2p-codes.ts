/**
 * 2C2P PGW v4.3 response codes (research §2.1) in the shop's words. Only `paid` ever settles, and
 * only when it comes from the server's own inquiry, whose answer is signed.
 */
export type RespCodeMeaning =
  | { kind: 'paid' }
  | { kind: 'pending' }
  | { kind: 'failed'; code: string }
  | { kind: 'expired' }
  /** Our request itself was refused (signature, token, invoice): nothing is known about a payment. */
  | { kind: 'refused' }
  /** A system error or a code this adapter does not know: ask again later, change nothing. */
  | { kind: 'unknown' };

/** Codes about the request, not the payment. */
const REQUEST_REFUSALS: ReadonlySet<string> = new Set([
  '5005', // duplicated invoice
  '6103', // invalid JWT data
  '9015', // existing invoice number
  '9040', // token invalid
  '9041', // payment token already used
  '9042', // hash value mismatch
  '9900', // unable to decrypt payload
]);

const STILL_OPEN: ReadonlySet<string> = new Set([
  '0001', // pending (QR, APM): the buyer has not paid yet
  '2000', // completed, do an inquiry: the inquiry itself has no final word yet
  '2001', // in progress
  // Not found: no transaction yet for this invoice (the buyer has not submitted 2C2P's page).
  // The attempt stays open until its deadline, then `expire` closes it.
  '2002',
]);

/**
 * The shop's failure codes where one fits (their texts are in the domain's failure-texts), so the
 * buyer reads why; any other decline keeps 2C2P's own code.
 */
const SHOP_FAILURE_CODES: Readonly<Record<string, string>> = {
  '0003': 'payment_cancelled', // the buyer cancelled on 2C2P's page
  '4005': 'payment_rejected', // do not honour
  '4041': 'stolen_or_lost_card',
  '4043': 'stolen_or_lost_card',
  '4051': 'insufficient_fund',
  '4054': 'expired_card',
  '4081': 'failed_3ds', // unable to authenticate (3-D Secure)
};

export const meaningOf = (respCode: string): RespCodeMeaning => {
  if (respCode === '0000') return { kind: 'paid' };
  if (respCode === '5009') return { kind: 'expired' };
  if (STILL_OPEN.has(respCode) || /^1\d{3}$/.test(respCode)) return { kind: 'pending' };
  if (REQUEST_REFUSALS.has(respCode)) return { kind: 'refused' };
  // 0003: the buyer cancelled on 2C2P's page. 40xx: the card or issuer declined. 5002: time-out.
  if (respCode === '0003' || respCode === '5002' || /^40\d{2}$/.test(respCode))
    return { kind: 'failed', code: SHOP_FAILURE_CODES[respCode] ?? respCode };
  return { kind: 'unknown' };
};
