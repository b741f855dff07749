import { parseFormTotal } from './paysolutions-amount';
import { PAYSOLUTIONS_SANDBOX_KEYS } from './paysolutions-sandbox-keys';

/** The fields of a form posted to the hosted page, checked as the page would. */
export type PaymentForm = {
  merchantId: string;
  refno: string;
  customerEmail: string;
  productDetail: string;
  total: number;
  currencyCode: string;
  lang: string;
  returnUrl: string;
  postbackUrl: string;
};

const text = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  return typeof value === 'string' ? value.trim() : '';
};

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Reads `merchantid, refno, customeremail, productdetail, total, cc, lang, returnurl, postbackurl`
 * (research §5). Answers the message the page shows for a form it cannot take.
 */
export const parsePaymentForm = (
  body: unknown,
): { ok: true; form: PaymentForm } | { ok: false; message: string } => {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const form = {
    merchantId: text(fields, 'merchantid'),
    refno: text(fields, 'refno'),
    customerEmail: text(fields, 'customeremail'),
    productDetail: text(fields, 'productdetail'),
    currencyCode: text(fields, 'cc') || '00',
    lang: text(fields, 'lang').toUpperCase() || 'TH',
    returnUrl: text(fields, 'returnurl'),
    postbackUrl: text(fields, 'postbackurl'),
  };
  const total = parseFormTotal(fields.total);
  if (!form.merchantId || !form.refno || !form.productDetail || total === null)
    return { ok: false, message: 'incomplete parameter' };
  if (form.merchantId !== PAYSOLUTIONS_SANDBOX_KEYS.merchantId)
    return { ok: false, message: 'invalid merchant' };
  if (!/^\d{1,12}$/.test(form.refno)) return { ok: false, message: 'invalid reference number' };
  if (form.productDetail.length > 255)
    return { ok: false, message: 'productdetail is longer than 255 characters' };
  if (total <= 0) return { ok: false, message: 'invalid total' };
  if (form.currencyCode !== '00') return { ok: false, message: 'currency not supported by this merchant' };
  if (!['TH', 'EN'].includes(form.lang)) return { ok: false, message: 'invalid lang' };
  if (!isHttpUrl(form.returnUrl) || (form.postbackUrl !== '' && !isHttpUrl(form.postbackUrl)))
    return { ok: false, message: 'invalid returnurl or postbackurl' };
  return { ok: true, form: { ...form, total } };
};
