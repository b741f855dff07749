import creditCardType from 'credit-card-type';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';
import { formatMessage, type ValidationMessages } from './messages';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The brands spec 2 section 5 recognises, by credit-card-type's names. */
export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'american-express',
  'diners-club',
  'discover',
  'jcb',
  'unionpay',
  'maestro',
  'elo',
  'mir',
  'hiper',
  'hipercard',
] as const;

/** A recognised card brand. */
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The longest number any recognised brand issues (Visa, UnionPay, Maestro, JCB, ... reach 19). */
export const CARD_NUMBER_MAX_LENGTH = 19;

/** How far ahead an expiry year may lie; cards are issued for a few years, never decades. */
export const CARD_MAX_YEARS_AHEAD = 20;

const SUPPORTED: ReadonlySet<string> = new Set(CARD_BRANDS);
const isCardBrand = (type: string): type is CardBrand => SUPPORTED.has(type);

// UnionPay issues numbers that fail Luhn; Braintree's card-validator skips the check for it too.
const LUHN_EXEMPT: ReadonlySet<CardBrand> = new Set(['unionpay']);

const digitsOf = (number: string): string => number.replace(/\s/g, '');

/** The brand of a (possibly partial) card number, for the logo; null when none of ours matches. */
export const cardBrand = (number: string): CardBrand | null => {
  const digits = digitsOf(number);
  if (!/^\d+$/.test(digits)) return null;
  return (
    creditCardType(digits)
      .map((card) => card.type)
      .find(isCardBrand) ?? null
  );
};

/** The Luhn (mod 10) check of a digit string. */
export const isLuhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
};

/** The card form as typed. */
export type CardForm = { number: string; month: string; year: string; cvv: string };

type Issue = { path: keyof CardForm; message: string };
type Texts = ValidationMessages['card'];

const numberIssue = (digits: string, brand: CardBrand | null, texts: Texts): Issue[] => {
  if (digits === '') return [{ path: 'number', message: texts.numberRequired }];
  if (!/^\d+$/.test(digits) || digits.length > CARD_NUMBER_MAX_LENGTH)
    return [{ path: 'number', message: texts.numberInvalid }];
  if (brand === null) return [{ path: 'number', message: texts.brandNotSupported }];
  const lengthFits = creditCardType.getTypeInfo(brand).lengths.includes(digits.length);
  const luhnFits = LUHN_EXEMPT.has(brand) || isLuhnValid(digits);
  return lengthFits && luhnFits ? [] : [{ path: 'number', message: texts.numberInvalid }];
};

const expiryIssues = (form: CardForm, now: Date, texts: Texts): Issue[] => {
  const today = dayjs(now).tz('Asia/Bangkok');
  const monthOk = /^(0[1-9]|1[0-2])$/.test(form.month);
  const yearOk = /^\d{4}$/.test(form.year) && Number(form.year) <= today.year() + CARD_MAX_YEARS_AHEAD;
  const issues: Issue[] = [];
  if (!monthOk) issues.push({ path: 'month', message: texts.monthInvalid });
  if (!yearOk) issues.push({ path: 'year', message: texts.yearInvalid });
  // A card works to the last day of its expiry month, read on the shop's Bangkok calendar.
  const expiry = Number(form.year) * 12 + Number(form.month);
  if (monthOk && yearOk && expiry < today.year() * 12 + today.month() + 1) {
    issues.push({ path: 'year', message: texts.expired });
  }
  return issues;
};

const cvvIssue = (cvv: string, brand: CardBrand | null, texts: Texts): Issue[] => {
  const size = brand === null ? null : creditCardType.getTypeInfo(brand).code.size;
  const fits = size === null ? /^\d{3,4}$/.test(cvv) : new RegExp(`^\\d{${String(size)}}$`).test(cvv);
  return fits ? [] : [{ path: 'cvv', message: formatMessage(texts.cvvInvalid, { size: size ?? '3-4' }) }];
};

/** The card form of spec 2 with the checks of its brand, not expired at `now`; the output carries the brand. */
export const cardFormSchema = (now: Date, texts: ValidationMessages) => {
  const text = z.string({ error: texts.common.invalidValue }).trim();
  return z.object({ number: text, month: text, year: text, cvv: text }).transform((form, ctx) => {
    const digits = digitsOf(form.number);
    const brand = cardBrand(digits);
    const issues = [
      ...numberIssue(digits, brand, texts.card),
      ...expiryIssues(form, now, texts.card),
      ...cvvIssue(form.cvv, brand, texts.card),
    ];
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    return { ...form, number: digits, brand };
  });
};

/** The parsed card form. */
export type CardFormValue = z.output<ReturnType<typeof cardFormSchema>>;
