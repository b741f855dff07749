import { cardBrandOf, isLuhnValid, maskCard } from './twoc2p-test-cards';
import type { TwoC2pCard } from './twoc2p-payment';

export type CardFormValues = { name: string; number: string; month: string; year: string; cvv: string };

const field = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? body[name].trim() : '';

/** The card the buyer typed, or what is wrong with it (said on the page, as 2C2P's form does). */
export const parseCardForm = (
  body: Record<string, unknown>,
  now: Date,
):
  | { ok: true; card: TwoC2pCard; number: string }
  | { ok: false; errors: string[]; values: CardFormValues } => {
  const values = {
    name: field(body, 'name'),
    number: field(body, 'number').replace(/[\s-]/g, ''),
    month: field(body, 'month'),
    year: field(body, 'year'),
    cvv: field(body, 'cvv'),
  };
  const errors: string[] = [];
  if (values.name === '') errors.push('กรุณากรอกชื่อบนบัตร / Enter the name on the card');
  if (!/^\d{13,19}$/.test(values.number) || !isLuhnValid(values.number))
    errors.push('หมายเลขบัตรไม่ถูกต้อง / The card number is not valid');
  const month = Number(values.month);
  const year = values.year.length === 2 ? 2000 + Number(values.year) : Number(values.year);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (!/^\d{1,2}$/.test(values.month) || month < 1 || month > 12 || !/^\d{2}(\d{2})?$/.test(values.year))
    errors.push('วันหมดอายุไม่ถูกต้อง / The expiry date is not valid');
  else if (year * 12 + month - 1 < thisMonth) errors.push('บัตรหมดอายุแล้ว / The card has expired');
  if (!/^\d{3,4}$/.test(values.cvv)) errors.push('รหัส CVV ไม่ถูกต้อง / The CVV is not valid');
  if (errors.length > 0) return { ok: false, errors, values: { ...values, cvv: '' } };
  return {
    ok: true,
    number: values.number,
    card: {
      masked: maskCard(values.number),
      brand: cardBrandOf(values.number),
      expMonth: String(month).padStart(2, '0'),
      expYear: String(year),
    },
  };
};
