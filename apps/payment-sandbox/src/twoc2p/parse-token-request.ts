import { TWOC2P_ERRORS } from './twoc2p-error';
import { minorOf } from './twoc2p-amount';
import type { TwoC2pChannel } from './twoc2p-payment';

/** What a payment token request asks for, checked. */
export type TokenRequest = {
  invoiceNo: string;
  description: string;
  amount: number;
  currencyCode: string;
  channel: TwoC2pChannel;
  installmentPeriods: number[];
  interestType: string | null;
  paymentExpiry: Date | null;
  locale: string;
  frontendReturnUrl: string | null;
  backendReturnUrl: string | null;
  userDefined: Record<string, string>;
};

const CHANNELS: Readonly<Record<string, TwoC2pChannel>> = {
  CC: 'CC',
  GCARD: 'CC',
  IPP: 'IPP',
  QR: 'QR',
  THQR: 'QR',
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const channelOf = (value: unknown): TwoC2pChannel => {
  if (value === undefined) return 'CC';
  const codes = Array.isArray(value) ? value : [];
  const known = codes.map((code) => CHANNELS[String(code)]).filter((code) => code !== undefined);
  const [channel] = known;
  if (!channel || known.length !== codes.length) throw TWOC2P_ERRORS.invalidJwt('paymentChannel');
  return channel;
};

const periodsOf = (value: unknown): number[] => {
  if (!Array.isArray(value) || value.length === 0) throw TWOC2P_ERRORS.invalidJwt('installmentPeriodFilter');
  const periods = value.map(Number);
  if (!periods.every((period) => Number.isInteger(period) && period >= 2 && period <= 60))
    throw TWOC2P_ERRORS.invalidJwt('installmentPeriodFilter');
  return periods;
};

/** "yyyy-MM-dd HH:mm:ss", read as Bangkok time (UTC+7), as the adapter writes it. */
const expiryOf = (value: unknown): Date | null => {
  if (value === undefined || value === '') return null;
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text(value) ?? '');
  const date = match ? new Date(`${match[1] ?? ''}T${match[2] ?? ''}+07:00`) : null;
  if (!date || Number.isNaN(date.getTime())) throw TWOC2P_ERRORS.invalidJwt('paymentExpiry');
  return date;
};

const urlOf = (value: unknown, name: string): string | null => {
  if (value === undefined || value === '') return null;
  try {
    return new URL(text(value) ?? '').toString();
  } catch {
    throw TWOC2P_ERRORS.invalidJwt(name);
  }
};

/** The claims of `POST /paymentToken` (research §2.1), or 6103 naming the first bad one. */
export const parseTokenRequest = (claims: Record<string, unknown>): TokenRequest => {
  const invoiceNo = text(claims.invoiceNo) ?? '';
  if (!/^[0-9A-Za-z]{1,50}$/.test(invoiceNo)) throw TWOC2P_ERRORS.invalidJwt('invoiceNo');
  const description = text(claims.description) ?? '';
  if (description === '' || description.length > 250) throw TWOC2P_ERRORS.invalidJwt('description');
  const amount = minorOf(claims.amount);
  if (amount === null || amount <= 0) throw TWOC2P_ERRORS.invalidJwt('amount');
  const currencyCode = text(claims.currencyCode) ?? '';
  if (!/^[A-Z]{3}$/.test(currencyCode)) throw TWOC2P_ERRORS.invalidJwt('currencyCode');
  const channel = channelOf(claims.paymentChannel);
  const interestType = channel === 'IPP' ? (text(claims.interestType) ?? 'A') : null;
  if (interestType !== null && !['A', 'C', 'M'].includes(interestType))
    throw TWOC2P_ERRORS.invalidJwt('interestType');
  const userDefined = Object.fromEntries(
    [1, 2, 3, 4, 5].map((n) => [`userDefined${String(n)}`, text(claims[`userDefined${String(n)}`]) ?? '']),
  );
  return {
    invoiceNo,
    description,
    amount,
    currencyCode,
    channel,
    installmentPeriods: channel === 'IPP' ? periodsOf(claims.installmentPeriodFilter) : [],
    interestType,
    paymentExpiry: expiryOf(claims.paymentExpiry),
    locale: text(claims.locale) ?? 'th',
    frontendReturnUrl: urlOf(claims.frontendReturnUrl, 'frontendReturnUrl'),
    backendReturnUrl: urlOf(claims.backendReturnUrl, 'backendReturnUrl'),
    userDefined,
  };
};
