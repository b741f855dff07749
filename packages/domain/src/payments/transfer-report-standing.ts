import type { AttemptState } from './attempt-states';

/**
 * The failure code of a reported transfer an administrator did not accept; the attempt's failure
 * message is their reason, as the buyer was mailed it.
 */
export const REJECTED_BY_ADMIN = 'rejected_by_admin';

/** Where a reported bank transfer stands, as its buyer and the back office read it. */
export const TRANSFER_REPORT_STANDINGS = ['waiting', 'accepted', 'notAccepted'] as const;
export type TransferReportStanding = (typeof TRANSFER_REPORT_STANDINGS)[number];

/**
 * A report stands as its attempt does: accepted once the transfer settled the order, not accepted
 * once an administrator turned it down (the buyer reports again), and waiting before either.
 */
export const transferReportStanding = (attemptState: AttemptState): TransferReportStanding => {
  switch (attemptState) {
    case 'succeeded':
      return 'accepted';
    case 'failed':
    case 'expired':
      return 'notAccepted';
    case 'created':
    case 'pending':
    case 'unknown':
    case 'flagged':
      return 'waiting';
    // A bank transfer is never given back through a provider; kept for a complete reading.
    case 'refunded':
      return 'notAccepted';
  }
};
