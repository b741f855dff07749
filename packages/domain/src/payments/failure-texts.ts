import type { DisplayLocale } from '../money/format-money';

type Text = Readonly<Record<DisplayLocale, string>>;

/**
 * What a buyer reads when a provider refuses a payment, by the provider's failure code (Omise's
 * codes; other providers' adapters translate theirs into these where one fits).
 */
const FAILURE_TEXTS: Readonly<Record<string, Text>> = {
  insufficient_fund: {
    th: 'ยอดเงินในบัตรไม่เพียงพอ กรุณาใช้บัตรอื่นหรือช่องทางอื่น',
    en: 'The card has insufficient funds. Please use another card or method',
  },
  stolen_or_lost_card: {
    th: 'ธนาคารปฏิเสธบัตรใบนี้ กรุณาติดต่อธนาคารผู้ออกบัตร',
    en: 'The bank refused this card. Please contact your card issuer',
  },
  failed_processing: {
    th: 'ธนาคารไม่สามารถดำเนินการชำระเงินได้ กรุณาลองใหม่อีกครั้ง',
    en: 'The bank could not process the payment. Please try again',
  },
  payment_rejected: {
    th: 'ธนาคารปฏิเสธการชำระเงิน กรุณาใช้บัตรอื่นหรือช่องทางอื่น',
    en: 'The bank rejected the payment. Please use another card or method',
  },
  invalid_security_code: {
    th: 'รหัส CVV ไม่ถูกต้อง',
    en: 'The security code (CVV) is not correct',
  },
  failed_fraud_check: {
    th: 'การชำระเงินไม่ผ่านการตรวจสอบความปลอดภัย กรุณาติดต่อธนาคารผู้ออกบัตร',
    en: 'The payment did not pass the security check. Please contact your card issuer',
  },
  expired_card: { th: 'บัตรหมดอายุแล้ว', en: 'The card has expired' },
  invalid_card: { th: 'ข้อมูลบัตรไม่ถูกต้อง', en: 'The card details are not valid' },
  failed_3ds: {
    th: 'การยืนยันตัวตนกับธนาคาร (3-D Secure) ไม่สำเร็จ',
    en: 'The bank could not verify you (3-D Secure)',
  },
  instrument_declined: {
    th: 'PayPal ปฏิเสธบัตรหรือบัญชีที่เลือก กรุณาชำระใหม่และเลือกบัตรหรือแหล่งเงินอื่นใน PayPal',
    en: 'PayPal declined the card or account you chose. Please pay again and choose another card or funding source in PayPal',
  },
  payment_cancelled: {
    th: 'คุณยกเลิกการชำระเงินที่หน้าของผู้ให้บริการ ยังไม่มีการตัดเงิน กรุณาชำระใหม่อีกครั้ง',
    en: "You cancelled on the payment provider's page. Nothing was charged; please pay again",
  },
  not_found_at_provider: {
    th: 'ผู้ให้บริการไม่พบการชำระเงินครั้งนี้ ยังไม่มีการตัดเงิน กรุณาชำระใหม่อีกครั้ง',
    en: 'The payment provider has no payment of this attempt. Nothing was charged; please pay again',
  },
  provider_unavailable: {
    th: 'ผู้ให้บริการชำระเงินไม่ตอบสนอง ยังไม่มีการตัดเงิน กรุณาลองใหม่อีกครั้ง',
    en: 'The payment provider did not answer. Nothing was charged; please try again',
  },
  payment_expired: {
    th: 'หมดเวลาชำระเงินของรายการนี้แล้ว กรุณาเริ่มชำระเงินใหม่',
    en: 'The time to pay this attempt ran out. Please start again',
  },
};

const FALLBACK: Text = {
  th: 'ชำระเงินไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  en: 'Payment failed, please try again',
};

/** The buyer's text for a provider failure code, or the general "payment failed" text. */
export const paymentFailureText = (code: string | null, locale: DisplayLocale = 'th'): string =>
  (code === null ? FALLBACK : (FAILURE_TEXTS[code] ?? FALLBACK))[locale];
