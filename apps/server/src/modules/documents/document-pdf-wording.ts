import type { Currency } from '@shop/domain/money/currency';
import { formatAmount } from '@shop/domain/money/format-amount';
import type { TaxDocumentKind } from '@shop/domain/tax/tax-documents';

/** Each kind's title, in Thai as the law names it, with its English beneath. */
export const DOCUMENT_TITLES: Readonly<Record<TaxDocumentKind, { th: string; en: string }>> = {
  tax_invoice: { th: 'ใบกำกับภาษี/ใบเสร็จรับเงิน', en: 'TAX INVOICE / RECEIPT' },
  receipt: { th: 'ใบเสร็จรับเงิน', en: 'RECEIPT' },
  credit_note: { th: 'ใบลดหนี้', en: 'CREDIT NOTE' },
};

/** Labels: Thai first, English after, as bilingual Thai business documents print them. */
export const LABELS = {
  original: 'ต้นฉบับ / Original',
  number: 'เลขที่ / No.',
  date: 'วันที่ / Date',
  order: 'อ้างอิงคำสั่งซื้อ / Order',
  taxId: 'เลขประจำตัวผู้เสียภาษีอากร / Tax ID',
  phone: 'โทร / Tel.',
  customer: 'ลูกค้า / Customer',
  columns: {
    index: 'ลำดับ',
    description: 'รายการ / Description',
    quantity: 'จำนวน / Qty',
    unitPrice: 'ราคาต่อหน่วย / Unit price',
    amount: 'จำนวนเงิน / Amount',
  },
  subtotal: 'รวมเป็นเงิน / Subtotal',
  subtotalVatIncluded: 'รวมเป็นเงิน (รวมภาษีมูลค่าเพิ่มแล้ว) / Subtotal (VAT included)',
  discount: 'หักส่วนลด / Discount',
  net: 'มูลค่าสินค้าหรือบริการก่อนภาษีมูลค่าเพิ่ม / Value before VAT',
  vat: (percent: number) => `ภาษีมูลค่าเพิ่ม ${String(percent)}% / VAT ${String(percent)}%`,
  shipping: 'ค่าจัดส่ง / Shipping',
  grandTotal: 'จำนวนเงินรวมทั้งสิ้น / Grand total',
  withholding: (percent: number | null) =>
    `หักภาษี ณ ที่จ่าย ${percent === null ? '' : `${String(percent)}% `}/ Withholding tax`,
  amountPaid: 'ยอดชำระสุทธิ / Amount paid',
  originalValue: 'มูลค่าตามใบกำกับภาษีเดิม / Original value',
  correctValue: 'มูลค่าที่ถูกต้อง / Correct value',
  difference: 'ผลต่าง / Difference',
  totalDifference: 'รวมมูลค่าลดหนี้ / Total credited',
  creditFor: (number: string, date: string) => `อ้างถึงเอกสารเลขที่ ${number} ลงวันที่ ${date}`,
  creditReason: (reason: string) => `เหตุผลในการลดหนี้: ${reason}`,
  replaces: (number: string, reason: string) => `ออกแทนฉบับเลขที่ ${number} ซึ่งยกเลิกแล้ว เนื่องจาก ${reason}`,
  currency: (currency: Currency) =>
    currency === 'THB' ? 'จำนวนเงินเป็นบาท / Amounts in Thai baht' : 'Amounts in US dollars (USD)',
  receivedBy: 'ผู้รับเงิน / Received by',
  authorised: 'ผู้มีอำนาจลงนาม / Authorised signature',
  voided: 'ยกเลิก / VOID',
  computerMade: 'เอกสารนี้จัดทำด้วยระบบคอมพิวเตอร์',
} as const;

/** An amount as documents print it: grouped, two decimals ("10,593.00"). */
export const money = (amountMinor: number, currency: Currency) => formatAmount(amountMinor, currency, 'th');

// th-TH writes the Buddhist-era year ("23 พฤศจิกายน 2569"); the day is Bangkok's, where the shop is.
const THAI_DATE = new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: 'Asia/Bangkok' });

export const thaiDate = (at: Date) => THAI_DATE.format(at);
