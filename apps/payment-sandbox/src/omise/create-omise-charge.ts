import { createCardCharge } from './create-card-charge';
import { createPromptPayCharge } from './create-promptpay-charge';
import type { OmiseContext } from './omise-context';
import type { OmiseCharge } from './omise-objects';
import type { ChargeRequest } from './parse-charge-request';

/** `POST /charges` after parsing: a card charge or a PromptPay charge. */
export const createOmiseCharge = (context: OmiseContext, request: ChargeRequest): OmiseCharge => {
  switch (request.payment.kind) {
    case 'card':
      return createCardCharge(context, request, request.payment.tokenId);
    case 'source':
      return createPromptPayCharge(context, request, request.payment.sourceId);
    case 'promptpay':
      return createPromptPayCharge(context, request, null);
  }
};
