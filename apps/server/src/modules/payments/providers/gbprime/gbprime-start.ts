import { z } from 'zod';
import { toDataURL } from 'qrcode';
import {
  ProviderUnavailableError,
  type ProviderLog,
  type ProviderStarted,
  type StartRequest,
} from '../../payment-provider';
import { gbPrime3dsUrl } from './gbprime-3ds-link';
import { toGbPrimeAmount } from './gbprime-amount';
import { gbPrimeCall } from './gbprime-api';
import { gbPrimeCardDetails, gbPrimeFailure, gbPrimePaid } from './gbprime-outcome';
import type { GbPrimeSettings } from './gbprime-settings';

const chargeAnswerSchema = z.looseObject({
  resultCode: z.string(),
  resultMessage: z.string().nullish(),
  gbpReferenceNo: z.string().nullish(),
  amount: z.union([z.number(), z.string()]).nullish(),
  currencyCode: z.union([z.string(), z.number()]).nullish(),
  cardNo: z.string().nullish(),
});

const qrAnswerSchema = z.looseObject({
  resultCode: z.string(),
  resultMessage: z.string().nullish(),
  qrcode: z.string().nullish(),
});

const notAnswer = (what: string) => new ProviderUnavailableError('gbprime', `GB answered ${what}`);

/** GB's answer in the expected shape, or "nothing is known" (never a crash that leaves the attempt open). */
const read = <T>(schema: z.ZodType<T>, raw: unknown, what: string): T => {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw notAnswer(`a ${what} the shop cannot read`);
  return parsed.data;
};

/** The fields both GB payment calls share; the attempt and order ride in merchantDefined1 and 2. */
const commonFields = (request: StartRequest, referenceNo: string) => ({
  amount: toGbPrimeAmount(request.order.amountDue),
  referenceNo,
  detail: request.order.description,
  customerName: request.buyer.name,
  customerEmail: request.buyer.email,
  merchantDefined1: String(request.attemptId),
  merchantDefined2: String(request.order.id),
});

/**
 * Card (11): charges the token the buyer's browser got from GB. With 3-D Secure (otp "Y") a "00"
 * only means "go to the issuer's page": the buyer is sent to the shop's page that posts GB's form,
 * and the outcome comes later. Without it, "00" is the payment. Any other code is GB's decline.
 */
export const startGbPrimeCard = async (
  settings: GbPrimeSettings,
  request: StartRequest,
  referenceNo: string,
  log: ProviderLog,
): Promise<ProviderStarted> => {
  const otp = settings.threeDSecure ? 'Y' : 'N';
  const raw = await gbPrimeCall(settings, log, {
    path: '/v2/tokens/charge',
    body: {
      json: {
        ...commonFields(request, referenceNo),
        card: { token: request.cardToken ?? '' },
        otp,
        responseUrl: request.returnUrl,
        backgroundUrl: request.notifyUrl,
      },
    },
  });
  const answer = read(chargeAnswerSchema, raw, 'charge');
  const cardDetails = gbPrimeCardDetails(answer.cardNo);
  const started = { providerRef: referenceNo, expiresAt: null, cardDetails };
  if (answer.resultCode !== '00')
    return { ...started, outcome: gbPrimeFailure(answer.resultCode, answer.resultMessage), nextAction: null };
  if (otp === 'N')
    return { ...started, outcome: gbPrimePaid(answer.amount, answer.currencyCode), nextAction: null };
  if (!answer.gbpReferenceNo) throw notAnswer('"00" without a gbpReferenceNo for 3-D Secure');
  const url = gbPrime3dsUrl(settings.shopUrl, request.attemptId, answer.gbpReferenceNo);
  return { ...started, outcome: { kind: 'pending' }, nextAction: { type: 'redirect', url } };
};

/**
 * PromptPay (12): asks QR Cash for the EMV payload (`/v3/qrcode/text`) and draws it as a PNG
 * data URL, so the browser needs nothing from GB's host. The QR is good for the shop's window.
 */
export const startGbPrimeQr = async (
  settings: GbPrimeSettings,
  request: StartRequest,
  referenceNo: string,
  log: ProviderLog,
): Promise<ProviderStarted> => {
  const raw = await gbPrimeCall(settings, log, {
    path: '/v3/qrcode/text',
    body: {
      form: {
        token: settings.token,
        ...commonFields(request, referenceNo),
        backgroundUrl: request.notifyUrl,
      },
    },
  });
  const answer = read(qrAnswerSchema, raw, 'QR');
  const started = { providerRef: referenceNo, expiresAt: request.expiresAt, cardDetails: null };
  if (answer.resultCode !== '00')
    return { ...started, outcome: gbPrimeFailure(answer.resultCode, answer.resultMessage), nextAction: null };
  if (!answer.qrcode) throw notAnswer('"00" without a qrcode');
  const image = await toDataURL(answer.qrcode, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return { ...started, outcome: { kind: 'pending' }, nextAction: { type: 'qr', image_url: image } };
};
