import { incomplete } from './gbprime-error';
import type { GbPrimeContext } from './gbprime-context';
import { cardRuleOf, maskCardNumber } from './gbprime-test-cards';
import { txnView } from './gbprime-txn-view';
import { newGbPrimeTxn } from './new-gbprime-txn';
import { parseGbPrimePayment } from './parse-gbprime-payment';
import { settleGbPrimeTxn } from './settle-gbprime-txn';

type Fields = Record<string, unknown>;

/**
 * `POST /v2/tokens/charge`. A declining card answers its resultCode at once. With `otp: "Y"` an
 * approving card stays G (generated) until the buyer passes the bank's page at
 * `/v2/tokens/3d_secured`; with `otp: "N"` it is authorized (A) at once.
 */
export const createGbPrimeCharge = (context: GbPrimeContext, body: Fields) => {
  const fields = parseGbPrimePayment(context.store, body);
  const token = (body.card as Fields | undefined)?.token;
  const card = typeof token === 'string' ? context.store.cards.get(token) : undefined;
  if (!card) throw incomplete('card.token');
  const otp = body.otp === 'Y' ? 'Y' : 'N';
  if (otp === 'Y' && (!fields.responseUrl || !fields.backgroundUrl))
    throw incomplete('responseUrl and backgroundUrl (3-D Secure)');
  const txn = newGbPrimeTxn(context, fields, {
    paymentType: 'C',
    otp,
    cardNo: maskCardNumber(card.number),
    qrcode: null,
  });
  const rule = cardRuleOf(card.number);
  if (rule.resultCode !== '00') settleGbPrimeTxn(context, txn, { status: 'D', ...rule });
  else if (otp === 'N') settleGbPrimeTxn(context, txn, { status: 'A', ...rule });
  const { status: _status, ...answer } = txnView(txn);
  return { resultCode: txn.resultCode, resultMessage: txn.resultMessage, ...answer };
};
