import type { PlanType, PricingPlan, TermUnit } from '../catalog/pricing-plan';
import { MINOR_PER_MAJOR, type Currency } from '../money/currency';
import { amountDigits } from '../money/amount-digits';
import type { DisplayLocale } from '../money/format-money';
import { planPrice } from './plan-price';

/** Shop-specific words for the term units (the back office's custom texts), overriding ours. */
export type TermUnitTexts = Readonly<Partial<Record<TermUnit, string>>>;

const PLAN_TYPE_TEXT: Readonly<Record<DisplayLocale, Readonly<Record<PlanType, string>>>> = {
  en: { Period: 'Period', Actual: 'Actual', 'One-Time Payment': 'One-Time Payment', Free: 'Free' },
  th: {
    Period: 'ตามระยะเวลา',
    Actual: 'ตามเวลาเรียนจริง',
    'One-Time Payment': 'ชำระครั้งเดียว',
    Free: 'ฟรี',
  },
};

const TERM_UNIT_TEXT: Readonly<Record<DisplayLocale, Readonly<Record<TermUnit, string>>>> = {
  en: { 'Year(s)': 'Year(s)', 'Month(s)': 'Month(s)', 'Day(s)': 'Day(s)', 'Hour(s)': 'Hour(s)' },
  th: { 'Year(s)': 'ปี', 'Month(s)': 'เดือน', 'Day(s)': 'วัน', 'Hour(s)': 'ชั่วโมง' },
};

const CURRENCY_TEXT: Readonly<Record<DisplayLocale, Readonly<Record<Currency, string>>>> = {
  en: { THB: 'THB', USD: 'USD' },
  th: { THB: 'บาท', USD: 'ดอลลาร์สหรัฐ' },
};

// Whole prices read better without ".00" in a label; a price with satang keeps both digits.
const formatPrice = (amountMinor: number, currency: Currency): string =>
  amountDigits(amountMinor, currency, Number.isInteger(amountMinor / MINOR_PER_MAJOR[currency]) ? 0 : 2);

/** What a plan's label is made of; an order line's plan as it was bought has these too. */
export type LabelledPlan = Pick<
  PricingPlan,
  'name' | 'planType' | 'term' | 'termUnit' | 'price' | 'priceUsd'
>;

const termPart = (plan: LabelledPlan, locale: DisplayLocale, termUnitText: TermUnitTexts): string | null => {
  if (plan.term === null || plan.termUnit === null) return null;
  return `${plan.term} ${termUnitText[plan.termUnit] ?? TERM_UNIT_TEXT[locale][plan.termUnit]}`;
};

/**
 * The name the shop gave the plan, or null. A name that only repeats the plan type's built-in name
 * (in Thai or English, typed into the name box or carried over from an older shop) is no name of
 * the shop's own: it would stay Thai on an English page, so the plan reads like a nameless one.
 */
const ownName = (plan: LabelledPlan): string | null => {
  const name = plan.name.trim();
  const typeNames = Object.values(PLAN_TYPE_TEXT).map((texts) => texts[plan.planType].toLowerCase());
  return name === '' || typeNames.includes(name.toLowerCase()) ? null : name;
};

const pricePart = (plan: LabelledPlan, currency: Currency, locale: DisplayLocale): string | null => {
  const price = planPrice(plan, currency);
  if (price === null || plan.planType === 'Free') return null;
  return `${formatPrice(price, currency)} ${CURRENCY_TEXT[locale][currency]}`;
};

/**
 * The text of a plan in the plan picker (spec 2 section 9): the plan's own name, as the shop wrote
 * it, when it has one; otherwise "{plan type} {term} {term unit} {price} {currency}" in the
 * reader's language, e.g. "Period 1 Year(s) 1,990 THB" or "ตามระยะเวลา 1 ปี 1,990 บาท". Parts the
 * plan lacks are left out; a Free plan shows no price.
 */
export const planLabel = (
  plan: LabelledPlan,
  currency: Currency,
  locale: DisplayLocale,
  termUnitText: TermUnitTexts = {},
): string => {
  const name = ownName(plan);
  if (name !== null) return name;
  return [
    PLAN_TYPE_TEXT[locale][plan.planType],
    termPart(plan, locale, termUnitText),
    pricePart(plan, currency, locale),
  ]
    .filter((part) => part !== null)
    .join(' ');
};
