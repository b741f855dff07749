import type { DisplayLocale } from '../money/format-money';

/** How loud a notification is (the toast's type). */
export type NotificationLevel = 'success' | 'info' | 'warning' | 'error';

/** The notification kinds of spec 1 section 8, spelled as the specification spells them. */
export type NotificationKind =
  | 'invalidData'
  | 'invalidCoupon'
  | 'requiredShippingAddress'
  | 'requiredShippingfee'
  | 'timeLeft'
  | 'notFoundPricing'
  | 'success'
  | 'fail'
  | 'emptyCart'
  | 'priceUsdIsNull';

/** One kind's look: level, title per locale and how long it stays. */
export type NotificationSpec = {
  level: NotificationLevel;
  title: Readonly<Record<DisplayLocale, string>>;
  durationSeconds: number;
};

/** Where every notification appears: top right, 100 px from the top. */
export const NOTIFICATION_PLACEMENT = { placement: 'topRight', top: 100 } as const;

/** Seconds a notification stays unless its kind says otherwise. */
export const NOTIFICATION_DURATION_SECONDS = 5;

const kind = (
  level: NotificationLevel,
  th: string,
  en: string,
  durationSeconds = NOTIFICATION_DURATION_SECONDS,
) => ({
  level,
  title: { th, en },
  durationSeconds,
});

/** Every notification kind the shop shows. */
export const NOTIFICATION_KINDS: Readonly<Record<NotificationKind, NotificationSpec>> = {
  // Shown next to inline field errors, so it may leave a little sooner.
  invalidData: kind('warning', 'คุณกรอกข้อมูลไม่ถูกต้อง', 'You entered invalid data', 4),
  invalidCoupon: kind('warning', 'คูปองไม่สามารถใช้งานได้', 'Invalid coupon'),
  requiredShippingAddress: kind('warning', 'กรุณากรอกที่อยู่สำหรับจัดส่ง', 'Please fill in delivery address'),
  requiredShippingfee: kind('warning', 'กรุณาเลือกวิธีการจัดส่ง', 'Please choose a shipping option'),
  timeLeft: kind('error', 'หมดเวลาชำระเงิน', 'Time to pay has run out'),
  notFoundPricing: kind('error', 'ไม่มีแผนราคาสำหรับคุณ', 'No pricing plan for you'),
  success: kind('success', 'สำเร็จ', 'Success'),
  fail: kind('error', 'เกิดข้อผิดพลาด', 'Error'),
  emptyCart: kind('warning', 'ไม่มีสินค้าในตะกร้า', 'No items in cart'),
  priceUsdIsNull: kind('error', 'คอร์สนี้ไม่มีราคาเป็นสกุล USD', 'This course has no price in USD'),
};

/** Message texts both specifications list outside the error codes. */
export const NOTIFICATION_MESSAGES = {
  imageUploadFailed: { th: 'อัปโหลดรูปภาพไม่สำเร็จ', en: 'Image upload failed' },
  profileNotSaved: { th: 'บันทึกข้อมูลโปรไฟล์ไม่สำเร็จ', en: 'Your profile was not saved' },
  invalidMainData: { th: 'ข้อมูลหลักไม่ถูกต้อง', en: 'Main data is invalid' },
  invalidLoginData: { th: 'ข้อมูลการเข้าสู่ระบบไม่ถูกต้อง', en: 'Login data is invalid' },
  invalidTaxData: { th: 'ข้อมูลใบกำกับภาษีไม่ถูกต้อง', en: 'Tax data is invalid' },
  minimumPaymentNotReached: {
    th: 'ไม่สามารถเลือกช่องทางการชำระเงินนี้ได้ เนื่องจากยอดชำระต่ำกว่าขั้นต่ำ (20 บาท)',
    en: 'Cannot choose this payment method because total is below the minimum (20 baht)',
  },
  couponNotAllowedForPaymentMethod: {
    th: 'โค้ด {code} ไม่สามารถใช้กับช่องทางการชำระเงินนี้ได้',
    en: '{code} code is not allowed to use with this payment method.',
  },
  noSupportedCourse: { th: 'ไม่มีคอร์สที่รองรับ', en: 'No supported course' },
  oneCouponPerOrder: { th: 'ใช้คูปองได้เพียง 1 ใบต่อคำสั่งซื้อ', en: 'Only one coupon can be used per order' },
  emptyCart: { th: 'ไม่มีสินค้าในตะกร้า', en: 'No items in cart' },
  missingShipping: { th: 'กรุณากรอกที่อยู่สำหรับจัดส่ง', en: 'Please fill in delivery address' },
  paymentFailed: { th: 'ชำระเงินไม่สำเร็จ กรุณาลองใหม่อีกครั้ง', en: 'Payment failed, please try again' },
  youEnteredInvalidData: { th: 'คุณกรอกข้อมูลไม่ถูกต้อง', en: 'You entered invalid data' },
  taxInvoiceDataInvalid: { th: 'ข้อมูลใบกำกับภาษีไม่ถูกต้อง', en: 'Tax invoice data invalid' },
  confirmDeleteImage: { th: 'ยืนยันการลบรูปภาพนี้?', en: 'Confirm to delete this image?' },
  cannotUploadFile: { th: 'ไม่สามารถอัปโหลดไฟล์ได้', en: 'Can not upload file.' },
  badResponse: { th: 'เซิร์ฟเวอร์ตอบกลับไม่ถูกต้อง', en: 'Bad response from server' },
  studentLoadFailed: { th: 'ไม่สามารถดึงข้อมูลได้ กรุณาลองใหม่อีกครั้ง', en: 'Could not fetch data, please try again' },
  noPricingPlanForYou: { th: 'ไม่มีแผนราคาสำหรับคุณ', en: 'No pricing plan for you' },
  pageNotFound: { th: '404 ไม่พบหน้าที่คุณต้องการ', en: '404 Page not found !' },
  needApprovedByAdmin: { th: 'รอผู้ดูแลระบบอนุมัติ', en: 'Need approved by admin' },
  autoApproved: { th: 'อนุมัติอัตโนมัติ', en: 'Auto approved' },
} as const satisfies Readonly<Record<string, Readonly<Record<DisplayLocale, string>>>>;

/** The name of one of the listed messages. */
export type NotificationMessage = keyof typeof NOTIFICATION_MESSAGES;
