import type { VerifiedTransfer } from '@shop/domain/payments/slip-verdict';

/** What the reviewer is shown of a confirmed transfer besides the checks. */
export type VerifiedTransferFacts = VerifiedTransfer & { receiverName: string | null };

/**
 * A slip-verification service's word on a slip, in the shop's small vocabulary (as the payment
 * adapters translate a provider's states): the bank confirmed the transfer, the service had
 * verified this slip before, it does not know the slip, or it could not be asked.
 */
export type SlipVerification =
  | { kind: 'confirmed'; transfer: VerifiedTransferFacts }
  | { kind: 'duplicate' }
  | { kind: 'not_found' }
  | { kind: 'unavailable'; detail: string };

/** One slip-verification service behind the shop's interface; an adapter never throws. */
export type SlipVerifier = {
  name: string;
  /** Asks about the text of a slip's QR code; gives up after the configured time. */
  verify: (payload: string) => Promise<SlipVerification>;
};
