/** 2C2P's channel groups the sandbox serves: card, installment plan (card too), Thai QR. */
export type TwoC2pChannel = 'CC' | 'IPP' | 'QR';

/**
 * Where a payment token stands. `open`: issued, nothing submitted (inquiry: 2002 not found);
 * `authenticating`: the card waits for its 3-D Secure OTP (2001); `pending`: a QR shown and
 * not paid yet (0001); the rest are final.
 */
export type TwoC2pStatus =
  'open' | 'authenticating' | 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'expired';

/** The card a buyer typed on the hosted page, only ever kept masked. */
export type TwoC2pCard = { masked: string; brand: string; expMonth: string; expYear: string };

/** One payment token and what became of it. Amounts in minor units. */
export type TwoC2pPayment = {
  paymentToken: string;
  merchantId: string;
  invoiceNo: string;
  description: string;
  amount: number;
  currencyCode: string;
  channel: TwoC2pChannel;
  /** Installments: the terms the merchant allowed, the one the buyer took, who pays the interest. */
  installmentPeriods: number[];
  chosenPeriod: number | null;
  interestType: string | null;
  locale: string;
  frontendReturnUrl: string | null;
  backendReturnUrl: string | null;
  userDefined: Record<string, string>;
  createdAt: Date;
  /** paymentExpiry when given, else the token's 30 minutes. */
  expiresAt: Date;
  status: TwoC2pStatus;
  respCode: string;
  respDesc: string;
  card: TwoC2pCard | null;
  /** The outcome the card will get once its OTP passes (the issuer's answer, decided by the number). */
  cardOutcome: { respCode: string; respDesc: string } | null;
  tranRef: string;
  approvalCode: string;
  referenceNo: string;
  transactionAt: Date | null;
  /** The browser has been sent back to the merchant once; the token cannot be used again (9041). */
  isReturned: boolean;
};

/** A status still waiting for the buyer or the bank. */
export const isOpen = (payment: TwoC2pPayment): boolean =>
  payment.status === 'open' || payment.status === 'authenticating' || payment.status === 'pending';
