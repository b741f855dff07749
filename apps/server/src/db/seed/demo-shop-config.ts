import { PAYMENT_METHOD_DEFAULTS } from '../../modules/payments/index';
import { DEMO_POLICY_PAGES } from './demo-policy-pages';

/** Settings, groups, labels, shipping and payment methods of the demo shop. */
export const DEMO_SETTINGS = {
  title: 'Course Shop',
  contact_email: 'hello@demo.shop',
  contact_tel: '02-123-4567',
  contact_line: '@courseshop',
  contact_address: 'บริษัท คอร์สช็อป จำกัด\n99 อาคารคอร์สช็อป ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพฯ 10110',
  contact_facebook: 'courseshop',
  policy_pages: DEMO_POLICY_PAGES,
  is_enable_vat: true,
  vat_value: 7,
  is_enable_user_group: true,
  is_student_select_group: true,
  auto_cancel: 48,
  layout_course_detail: 1,
  payment_time_limit_text: 'กรุณาชำระเงินภายใน 48 ชั่วโมง มิฉะนั้นคำสั่งซื้อจะถูกยกเลิกอัตโนมัติ',
  how_to_buy: {
    is_enable_howtobuy: true,
    description:
      '<ol><li>เลือกแผนราคาและกดสมัครเรียน</li><li>เข้าสู่ระบบหรือสมัครสมาชิก</li><li>เลือกช่องทางชำระเงินและชำระเงิน</li><li>เริ่มเรียนได้ทันทีเมื่อชำระเงินสำเร็จ</li></ol>',
  },
} as const;

export const DEMO_USER_GROUPS = [
  { name: 'บุคคลทั่วไป', isDefault: true },
  { name: 'พนักงานบริษัทพันธมิตร', isDefault: false },
  { name: 'นักศึกษา', isDefault: false },
] as const;

export const DEMO_CUSTOM_LABELS = [
  {
    typeLabel: 'select',
    label: 'อาชีพ',
    labelEn: 'Occupation',
    required: true,
    itemList: ['นักศึกษา', 'พนักงานบริษัท', 'เจ้าของกิจการ', 'อื่น ๆ'],
  },
  {
    typeLabel: 'multiple',
    label: 'รู้จักเราจากช่องทางใด',
    labelEn: 'How did you hear about us?',
    required: false,
    itemList: ['Facebook', 'Google', 'เพื่อนแนะนำ'],
  },
  { typeLabel: 'inputtext', label: 'LINE ID', labelEn: null, required: false, itemList: [] },
] as const;

export const DEMO_SHIPPING_FEES = [
  { name: 'ไปรษณีย์ลงทะเบียน', fee: 5_000, feeUsd: 200 },
  { name: 'EMS', fee: 8_000, feeUsd: 300 },
  { name: 'Kerry Express', fee: 10_000, feeUsd: 400 },
] as const;

/**
 * Spec 2's methods, each named in its provider's folder; every one runs against the local sandbox
 * until live keys are entered.
 */
export const DEMO_PAYMENT_METHODS = PAYMENT_METHOD_DEFAULTS;

/** The demo company's tax id (valid Thai check digit), which is also its PromptPay id. */
export const DEMO_PROMPTPAY_ID = '0105558123451';

export const DEMO_BANK_ACCOUNTS = [
  { accountId: '123-4-56789-0', accountName: 'บริษัท คอร์สช็อป จำกัด', bank: 'KBANK', bankName: 'ธนาคารกสิกรไทย' },
  { accountId: '987-6-54321-0', accountName: 'บริษัท คอร์สช็อป จำกัด', bank: 'SCB', bankName: 'ธนาคารไทยพาณิชย์' },
] as const;
