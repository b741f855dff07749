import { isoSeconds } from '../lib/iso-seconds';
import { randomId, randomSuffix } from '../lib/random-id';
import type { OmiseContext } from './omise-context';
import { OmiseError } from './omise-error';
import type { OmiseCharge, OmiseSource } from './omise-objects';
import { newOmiseCharge } from './new-omise-charge';
import type { ChargeRequest } from './parse-charge-request';
import { PROMPTPAY_MAX_AMOUNT } from './parse-omise-amount';

const invalidCharge = (message: string) => new OmiseError(400, 'invalid_charge', message);

/** A source made by `POST /sources` may pay one charge of exactly its amount. */
const takeSource = (context: OmiseContext, sourceId: string, request: ChargeRequest): OmiseSource => {
  const stored = context.store.sources.get(sourceId);
  if (!stored) throw new OmiseError(404, 'not_found', `source ${sourceId} was not found`);
  if (stored.isUsed) throw invalidCharge('source was already used');
  if (stored.source.amount !== request.amount || stored.source.currency !== request.currency) {
    throw invalidCharge('amount and currency must match the source');
  }
  stored.isUsed = true;
  return stored.source;
};

const inlineSource = (context: OmiseContext, request: ChargeRequest): OmiseSource => {
  const id = randomId('src');
  return {
    object: 'source',
    id,
    livemode: false,
    location: `/sources/${id}`,
    type: 'promptpay',
    flow: 'offline',
    amount: request.amount,
    currency: request.currency,
    scannable_code: null,
    created_at: isoSeconds(context.now()),
  };
};

/** A pending PromptPay charge whose source carries the QR image's download address. */
export const createPromptPayCharge = (
  context: OmiseContext,
  request: ChargeRequest,
  sourceId: string | null,
): OmiseCharge => {
  if (request.amount > PROMPTPAY_MAX_AMOUNT)
    throw invalidCharge(`amount must be at most ${PROMPTPAY_MAX_AMOUNT}`);
  const source = sourceId === null ? inlineSource(context, request) : takeSource(context, sourceId, request);
  const charge = newOmiseCharge(context, request);
  const documentId = randomId('docu');
  const downloadToken = randomSuffix(32);
  charge.source = {
    ...source,
    scannable_code: {
      object: 'barcode',
      type: 'qr',
      image: {
        object: 'document',
        livemode: false,
        id: documentId,
        filename: 'qrcode.svg',
        location: `/charges/${charge.id}/documents/${documentId}`,
        download_uri: `${context.settings.publicBaseUrl}/omise/charges/${charge.id}/documents/${documentId}/downloads/${downloadToken}`,
        created_at: charge.created_at,
      },
    },
  };
  context.store.documents.set(documentId, { chargeId: charge.id, downloadToken });
  context.store.charges.set(charge.id, charge);
  return charge;
};
