/**
 * A GB Prime Pay transaction's status as `check_status_txn` reports it (doc.globalprimepay.com):
 * G generated (waiting for the buyer), A authorized, S settled, V voided, D declined.
 */
export type GbTxnStatus = 'G' | 'A' | 'S' | 'V' | 'D';

/** GB's `paymentType`: C full card payment, Q QR cash (PromptPay). */
export type GbPaymentType = 'C' | 'Q';

/** A card the sandbox tokenised; only the token ever leaves it. */
export type GbStoredCard = {
  token: string;
  number: string;
  name: string;
  expirationMonth: string;
  expirationYear: string;
};

/** One transaction (a card charge or a QR) keyed by the merchant's `referenceNo`. */
export type GbTxn = {
  referenceNo: string;
  gbpReferenceNo: string;
  paymentType: GbPaymentType;
  /** Satang; GB itself speaks decimal baht, converted at the edge. */
  amount: number;
  currencyCode: string;
  status: GbTxnStatus;
  /** "00" while fine; the decline code once declined. */
  resultCode: string;
  resultMessage: string;
  detail: string;
  customerName: string;
  customerEmail: string;
  merchantDefined: (string | null)[];
  otp: 'Y' | 'N' | null;
  responseUrl: string | null;
  backgroundUrl: string | null;
  /** The card, masked as GB shows it; null for QR. */
  cardNo: string | null;
  /** The EMV payload of a QR transaction. */
  qrcode: string | null;
  /** A QR nobody may pay any more (control `expire`); GB itself has no such status. */
  isExpired: boolean;
  createdAt: Date;
  updatedAt: Date;
};
