import type { DisplayLocale } from '../money/format-money';
import { formatMessage, messages } from '../validation/messages';
import { passwordRefusalText, type PasswordRefusal } from '../validation/password-rule';
import { amountDigits } from '../money/amount-digits';
import { INSTALLMENT_MINIMUM_TOTAL } from '../payments/installments';
import { ErrorCode } from './error-codes';

type Texts = Readonly<Record<ErrorCode, string>>;

/** "2,000": the installment minimum the texts name is the rule's own, in whole baht. */
const installmentMinimumBaht = amountDigits(INSTALLMENT_MINIMUM_TOTAL, 'THB', 0);

/** The password rule's refusals say what the form says under the password field, word for word. */
const passwordTexts = (locale: DisplayLocale): Record<PasswordRefusal, string> => {
  const text = (code: PasswordRefusal) => passwordRefusalText(code, messages[locale].registration);
  return {
    [ErrorCode.INVALID_FORMAT_PASSWORD]: text(ErrorCode.INVALID_FORMAT_PASSWORD),
    [ErrorCode.PASSWORD_TOO_SHORT]: text(ErrorCode.PASSWORD_TOO_SHORT),
    [ErrorCode.PASSWORD_TOO_LONG]: text(ErrorCode.PASSWORD_TOO_LONG),
    [ErrorCode.PASSWORD_TOO_COMMON]: text(ErrorCode.PASSWORD_TOO_COMMON),
  };
};

const credentialRuleTh = 'ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข และเครื่องหมาย _ - . @ เท่านั้น และห้ามมีช่องว่าง';

const th: Texts = {
  [ErrorCode.INPUT_ERROR]: 'ไม่สามารถบันทึกข้อมูลได้ กรุณาลองใหม่อีกครั้ง',
  [ErrorCode.NOT_FOUND]: 'ไม่พบข้อมูลที่ต้องการ',
  [ErrorCode.RATE_LIMITED]: 'มีการใช้งานถี่เกินไป กรุณารอสักครู่แล้วลองใหม่อีกครั้ง',
  [ErrorCode.PAYLOAD_TOO_LARGE]: 'ข้อมูลหรือไฟล์มีขนาดใหญ่เกินกำหนด',
  [ErrorCode.URL_TOO_LONG]: 'ที่อยู่ของคำขอยาวเกินกำหนด',
  [ErrorCode.HEADERS_TOO_LARGE]: 'ข้อมูลส่วนหัวของคำขอมีขนาดใหญ่เกินกำหนด กรุณาล้างคุกกี้ของเว็บไซต์แล้วลองใหม่อีกครั้ง',
  [ErrorCode.INTERNAL_ERROR]: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง',
  [ErrorCode.SERVICE_UNAVAILABLE]: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  [ErrorCode.IDEMPOTENCY_KEY_REUSED]: 'คำขอนี้ถูกส่งไปแล้วด้วยข้อมูลที่ต่างกัน กรุณาเริ่มทำรายการใหม่',
  [ErrorCode.ADDRESS_NOT_CANONICAL]: 'ที่อยู่ของคำขอเขียนในรูปแบบที่ไม่ถูกต้อง กรุณาเปิดหน้านี้จากลิงก์ของเว็บไซต์',
  [ErrorCode.SERVER_BUSY]: 'ขณะนี้ระบบมีผู้ใช้งานจำนวนมาก กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  [ErrorCode.UNAUTHORIZED]: 'กรุณาเข้าสู่ระบบ',
  [ErrorCode.FORBIDDEN]: 'คุณไม่มีสิทธิ์ทำรายการนี้',
  [ErrorCode.WHITELIST_USER_DENIED]: 'บัญชีของคุณไม่ได้รับอนุญาตให้ใช้งาน กรุณาออกจากระบบ',
  [ErrorCode.PERMISSION_DENIED]: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่อีกครั้ง',
  [ErrorCode.INVALID_CREDENTIALS]: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  [ErrorCode.ACCOUNT_DISABLED]: 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อผู้ดูแลระบบ',
  [ErrorCode.SOCIAL_SIGN_IN_UNAVAILABLE]: 'ร้านยังไม่เปิดให้เข้าสู่ระบบด้วยบริการนี้',
  [ErrorCode.SOCIAL_SIGN_IN_STATE_INVALID]: 'การเข้าสู่ระบบไม่ถูกต้องหรือหมดเวลาแล้ว กรุณาลองใหม่อีกครั้ง',
  [ErrorCode.SOCIAL_SIGN_IN_REFUSED]: 'การเข้าสู่ระบบถูกยกเลิกที่ผู้ให้บริการ',
  [ErrorCode.SOCIAL_SIGN_IN_CODE_REJECTED]: 'รหัสเข้าสู่ระบบจากผู้ให้บริการหมดอายุหรือถูกใช้แล้ว กรุณาลองใหม่อีกครั้ง',
  [ErrorCode.SOCIAL_SIGN_IN_TOKEN_INVALID]: 'ไม่สามารถยืนยันตัวตนจากผู้ให้บริการได้',
  [ErrorCode.SOCIAL_SIGN_IN_PROVIDER_DOWN]: 'ผู้ให้บริการเข้าสู่ระบบไม่ตอบสนอง กรุณาลองใหม่ภายหลัง',
  [ErrorCode.SOCIAL_COMPLETION_INVALID]: 'ขั้นตอนสมัครสมาชิกนี้หมดเวลาแล้ว กรุณาเข้าสู่ระบบกับผู้ให้บริการอีกครั้ง',
  [ErrorCode.SOCIAL_LINK_MAIL_SENT]:
    'อีเมลนี้มีบัญชีอยู่แล้ว เราส่งลิงก์ยืนยันไปที่อีเมลนั้น กรุณาเปิดลิงก์ในเบราว์เซอร์นี้เพื่อเชื่อมต่อบัญชี',
  [ErrorCode.SOCIAL_LINK_CONFIRMATION_INVALID]:
    'ลิงก์ยืนยันนี้ใช้ไม่ได้ (หมดอายุ ถูกใช้แล้ว หรือเปิดในเบราว์เซอร์อื่น) กรุณาเข้าสู่ระบบกับผู้ให้บริการอีกครั้ง',
  [ErrorCode.SOCIAL_IDENTITY_TAKEN]: 'บัญชีผู้ให้บริการนี้เชื่อมต่อกับบัญชีอื่นอยู่แล้ว',
  [ErrorCode.SOCIAL_STUDENTS_ONLY]: 'การเข้าสู่ระบบด้วยบริการนี้ใช้ได้เฉพาะบัญชีผู้เรียน',
  [ErrorCode.LAST_SIGN_IN_METHOD]: 'ไม่สามารถยกเลิกการเชื่อมต่อได้ เพราะบัญชีจะไม่มีช่องทางเข้าสู่ระบบเหลืออยู่',
  [ErrorCode.INSTRUCTOR_CANNOT_BUY]: 'บัญชีผู้สอนไม่สามารถซื้อคอร์สได้',
  [ErrorCode.INVALID_RESET_TOKEN]: 'ลิงก์นี้ไม่ถูกต้องหรือหมดอายุแล้ว',
  [ErrorCode.WRONG_CURRENT_PASSWORD]: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
  [ErrorCode.TOO_MANY_FAILED_SIGN_INS]:
    'มีการเข้าสู่ระบบไม่สำเร็จจากเครือข่ายของคุณหลายครั้งเกินไป กรุณารอประมาณหนึ่งนาทีแล้วลองใหม่อีกครั้ง',
  [ErrorCode.OVER_LIMIT_USER]: 'จำนวนผู้ใช้งานครบตามที่กำหนดแล้ว กรุณาติดต่อผู้ดูแลระบบ',
  [ErrorCode.ERROR_CREATE_USER_IN_DAY]: 'วันนี้มีการสร้างบัญชีครบจำนวนที่กำหนดแล้ว กรุณาลองใหม่ในวันถัดไป',
  [ErrorCode.DUPLICATE_USERNAME]: 'ชื่อผู้ใช้นี้ถูกใช้งานแล้ว',
  [ErrorCode.DUPLICATE_EMAIL]: 'อีเมลนี้ถูกใช้งานแล้ว',
  [ErrorCode.INVALID_FORMAT_USERNAME]: `ชื่อผู้ใช้${credentialRuleTh}`,
  ...passwordTexts('th'),
  [ErrorCode.INVALID_FORMAT_EMAIL]: 'รูปแบบอีเมลไม่ถูกต้อง',
  [ErrorCode.COUPON_NOT_AVAILABLE]: 'คูปองถูกใช้ครบจำนวนแล้ว',
  [ErrorCode.COUPON_NOT_ALLOWED_FOR_PAYMENT_METHOD]: 'โค้ด {code} ไม่สามารถใช้กับช่องทางการชำระเงินนี้ได้',
  [ErrorCode.COUPON_DUPLICATE]: 'คุณใช้คูปองนี้ไปแล้ว',
  [ErrorCode.ONE_COUPON_PER_ORDER]: 'ใช้คูปองได้เพียง 1 ใบต่อคำสั่งซื้อ',
  [ErrorCode.COUPON_NO_SUPPORTED_COURSE]: 'ไม่มีคอร์สในตะกร้าที่ใช้คูปองนี้ได้',
  [ErrorCode.COUPON_MINIMUM_COURSES]: 'ในตะกร้ามีคอร์สที่ร่วมรายการไม่ครบตามจำนวนที่คูปองกำหนด',
  [ErrorCode.COUPON_NO_USD_AMOUNT]: 'คูปองนี้ใช้กับการชำระเงินสกุล USD ไม่ได้',
  [ErrorCode.PROMOTION_COUPON_EXCLUSIVE]: 'ไม่สามารถใช้โปรโมชั่นร่วมกับคูปองได้',
  [ErrorCode.PROMOTION_NOT_APPLICABLE]: 'คอร์สในตะกร้าไม่ตรงตามเงื่อนไขของโปรโมชั่นนี้',
  [ErrorCode.PROMOTION_MUST_BE_CHOSEN]: 'กรุณาเลือกโปรโมชั่นก่อน',
  [ErrorCode.EMPTY_CART]: 'ไม่มีสินค้าในตะกร้า',
  [ErrorCode.DUPLICATE_COURSE]: 'มีคอร์สซ้ำกันในคำสั่งซื้อ',
  [ErrorCode.NO_PRICING_PLAN]: 'ไม่มีแผนราคาสำหรับคุณ',
  [ErrorCode.ALREADY_OWNED]: 'คุณมีคอร์สนี้อยู่แล้ว',
  [ErrorCode.NO_PAYMENT_METHOD]: 'กรุณาเลือกช่องทางการชำระเงิน',
  [ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE]: 'ช่องทางการชำระเงินนี้ไม่พร้อมใช้งาน',
  [ErrorCode.PRICE_USD_IS_NULL]: 'คอร์สนี้ไม่มีราคาเป็นสกุล USD',
  [ErrorCode.BELOW_MINIMUM_AMOUNT]: 'ไม่สามารถเลือกช่องทางการชำระเงินนี้ได้ เนื่องจากยอดชำระต่ำกว่าขั้นต่ำ (20 บาท)',
  [ErrorCode.BELOW_INSTALLMENT_MINIMUM]: `ผ่อนชำระได้เมื่อยอดชำระตั้งแต่ ${installmentMinimumBaht} บาทขึ้นไป กรุณาเลือกช่องทางการชำระเงินอื่น`,
  [ErrorCode.PRICE_CHANGED]: 'ราคามีการเปลี่ยนแปลง กรุณาตรวจสอบยอดชำระอีกครั้ง',
  [ErrorCode.TIME_LEFT]: 'หมดเวลาชำระเงินสำหรับคำสั่งซื้อนี้แล้ว',
  [ErrorCode.COURSE_NOT_AVAILABLE]: 'คอร์สนี้ไม่เปิดให้ซื้อในขณะนี้',
  [ErrorCode.REGISTRATION_CLOSED]: 'ไม่อยู่ในช่วงเวลารับสมัคร',
  [ErrorCode.SOLD_OUT]: 'ที่นั่งเต็มแล้ว',
  [ErrorCode.OUT_OF_STOCK]: 'สินค้าหมด',
  [ErrorCode.SHIPPING_ADDRESS_REQUIRED]: 'กรุณากรอกที่อยู่สำหรับจัดส่ง',
  [ErrorCode.SHIPPING_FEE_REQUIRED]: 'กรุณาเลือกวิธีการจัดส่ง',
  [ErrorCode.WITHHOLDING_NOT_ALLOWED]: 'การหักภาษี ณ ที่จ่ายใช้ได้เฉพาะนิติบุคคลที่ขอใบกำกับภาษี',
  [ErrorCode.ORDER_NOT_PENDING]: 'คำสั่งซื้อนี้ไม่อยู่ในสถานะรอชำระเงินแล้ว',
  [ErrorCode.ORDER_NOT_REFUNDABLE]: 'คืนเงินได้เฉพาะคำสั่งซื้อที่อนุมัติแล้วเท่านั้น',
  [ErrorCode.LINE_ALREADY_REFUNDED]: 'รายการที่เลือกได้คืนเงินไปแล้ว',
  [ErrorCode.PAYMENT_PROVIDER_UNAVAILABLE]: 'ผู้ให้บริการชำระเงินไม่ตอบสนอง ยังไม่มีการตัดเงิน กรุณาลองใหม่อีกครั้ง',
  [ErrorCode.PAYMENT_OUTCOME_UNKNOWN]:
    'ผู้ให้บริการชำระเงินตอบช้ากว่าปกติ เรากำลังตรวจสอบว่าการชำระเงินสำเร็จหรือไม่ กรุณาอย่าชำระซ้ำ',
  [ErrorCode.PAYMENT_IN_PROGRESS]: 'การชำระเงินครั้งก่อนของคำสั่งซื้อนี้กำลังตรวจสอบอยู่ กรุณารอผลก่อนชำระอีกครั้ง',
  [ErrorCode.INVALID_SIGNATURE]: 'ลายมือชื่อของข้อความไม่ถูกต้อง',
  [ErrorCode.COURSE_ACCESS_ENDED]: 'สิทธิ์เข้าเรียนคอร์สนี้หมดแล้ว ซื้อคอร์สอีกครั้งเพื่อเรียนต่อ',
  [ErrorCode.LECTURE_LOCKED]: 'บทเรียนนี้จะเปิดเมื่อคุณผ่านแบบทดสอบก่อนหน้า',
  [ErrorCode.COURSE_NOT_COMPLETE]: 'เรียนให้ครบทุกบทและผ่านแบบทดสอบก่อน จึงจะรับประกาศนียบัตรได้',
  [ErrorCode.FILE_TYPE_NOT_ALLOWED]: 'ไม่อนุญาตให้อัปโหลดไฟล์ประเภทนี้',
  [ErrorCode.OUT_OF_STORAGE]: 'พื้นที่จัดเก็บไม่เพียงพอ',
  [ErrorCode.FILE_TOO_LARGE]: 'ไฟล์มีขนาดใหญ่เกินกำหนด',
  [ErrorCode.UPLOAD_OFFSET_MISMATCH]: 'ส่งไฟล์ต่อจากตำแหน่งที่ไม่ตรงกับที่เซิร์ฟเวอร์ได้รับ กรุณาลองใหม่',
  [ErrorCode.UPLOAD_INCOMPLETE]: 'ไฟล์ยังอัปโหลดไม่ครบ',
  [ErrorCode.UPLOAD_QUOTA_EXCEEDED]: 'วันนี้คุณอัปโหลดไฟล์ครบตามจำนวนที่กำหนดแล้ว กรุณาลองใหม่ในวันถัดไป',
  [ErrorCode.FILE_NOT_OWNED]: 'ไม่พบไฟล์ที่คุณอัปโหลด กรุณาอัปโหลดไฟล์อีกครั้ง',
  [ErrorCode.PAYMENT_PROVIDER_NOT_CONFIGURED]:
    'เปิดช่องทางชำระเงินนี้ไม่ได้ เนื่องจากยังไม่ได้ตั้งค่าคีย์ของผู้ให้บริการบนเซิร์ฟเวอร์',
  [ErrorCode.BANK_ACCOUNT_IN_USE]: 'ลบบัญชีนี้ไม่ได้ เนื่องจากมีการแจ้งโอนเงินเข้าบัญชีนี้แล้ว กรุณาปิดการใช้งานแทน',
  [ErrorCode.DOCUMENT_NOT_REISSUABLE]: 'ออกเอกสารนี้ใหม่ไม่ได้ เนื่องจากถูกยกเลิกไปแล้วหรือเป็นใบลดหนี้',
  [ErrorCode.WITHHOLDING_NOT_REQUIRED]: 'คำสั่งซื้อนี้ไม่มีการหักภาษี ณ ที่จ่าย จึงไม่ต้องแนบหนังสือรับรองการหักภาษี',
  [ErrorCode.CANNOT_DEACTIVATE_SELF]: 'คุณไม่สามารถระงับบัญชีของตัวเองได้',
  [ErrorCode.ENROLMENT_REVOKED]: 'สิทธิ์เรียนนี้ถูกยกเลิกไปแล้ว',
  [ErrorCode.ENROLMENT_NOT_EXTENDABLE]:
    'ขยายสิทธิ์เรียนแบบนี้ไม่ได้ กรุณาเลือกวันสิ้นสุดที่หลังวันสิ้นสุดเดิม หรือเพิ่มเวลาเรียนเฉพาะแผนที่นับเวลาเรียน',
  [ErrorCode.MAIL_NOT_RESENDABLE]:
    'ส่งอีเมลนี้ซ้ำไม่ได้ เพราะมีลิงก์ใช้ครั้งเดียวและระบบไม่ได้เก็บเนื้อหาไว้ กรุณาส่งลิงก์ตั้งรหัสผ่านใหม่จากหน้าผู้เรียน',
  [ErrorCode.SLUG_TAKEN]: 'slug นี้ถูกใช้งานแล้ว กรุณาตั้ง slug ใหม่',
  [ErrorCode.COURSE_ORDERED]: 'ลบรายการนี้ไม่ได้ เนื่องจากมีคำสั่งซื้อแล้ว กรุณาซ่อนแทน',
  [ErrorCode.CATEGORY_IN_USE]: 'ลบหมวดหมู่นี้ไม่ได้ เนื่องจากยังมีคอร์สอยู่ในหมวดหมู่นี้',
  [ErrorCode.USER_GROUP_IN_USE]: 'ลบกลุ่มผู้ใช้นี้ไม่ได้ เนื่องจากยังมีผู้เรียนหรือคอร์สที่ใช้กลุ่มนี้อยู่',
  [ErrorCode.PLAN_IN_USE]: 'ลบแผนราคานี้ไม่ได้ เนื่องจากมีคำสั่งซื้อแล้ว กรุณาซ่อนแทน',
  [ErrorCode.DISCOUNT_IN_USE]: 'ลบรายการนี้ไม่ได้ เนื่องจากมีคำสั่งซื้อที่ใช้แล้ว กรุณาปิดการใช้งานแทน',
  [ErrorCode.COUPON_CODE_TAKEN]: 'รหัสคูปองนี้ถูกใช้แล้ว กรุณาตั้งรหัสใหม่',
  [ErrorCode.PROMPTPAY_PHONE_INVALID]: 'หมายเลขพร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลักที่ขึ้นต้นด้วย 0',
  [ErrorCode.PROMPTPAY_CITIZEN_ID_INVALID]:
    'เลขประจำตัวประชาชนหรือเลขประจำตัวผู้เสียภาษีต้องมี 13 หลักและถูกต้องตามหลักตรวจสอบ',
  [ErrorCode.PROMPTPAY_EWALLET_ID_INVALID]: 'หมายเลข e-Wallet ต้องมี 15 หลัก',
  [ErrorCode.PROMPTPAY_AMOUNT_INVALID]: 'ยอดเงินสำหรับคิวอาร์พร้อมเพย์ต้องอยู่ระหว่าง 0.01 ถึง 9,999,999,999.99 บาท',
  [ErrorCode.SLIP_QR_NOT_A_SLIP]: 'คิวอาร์โค้ดนี้ไม่ใช่คิวอาร์โค้ดบนสลิปโอนเงินของธนาคาร',
  [ErrorCode.SLIP_QR_CHECKSUM_MISMATCH]:
    'อ่านคิวอาร์โค้ดบนสลิปไม่ถูกต้อง สลิปอาจไม่ชัดหรือถูกแก้ไข กรุณาส่งสลิปต้นฉบับจากแอปธนาคาร',
  [ErrorCode.SLIP_ALREADY_USED]:
    'สลิปนี้ถูกใช้แจ้งชำระเงินของคำสั่งซื้ออื่นแล้ว หนึ่งการโอนชำระได้หนึ่งคำสั่งซื้อ กรุณาส่งสลิปของการโอนสำหรับคำสั่งซื้อนี้',
};

const credentialRuleEn = 'may contain only letters, digits, _ - . and @, without spaces';

const en: Texts = {
  [ErrorCode.INPUT_ERROR]: 'Cannot save, please try again',
  [ErrorCode.NOT_FOUND]: 'Not found',
  [ErrorCode.RATE_LIMITED]: 'Too many requests, please wait a moment and try again',
  [ErrorCode.PAYLOAD_TOO_LARGE]: 'The data or file is too large',
  [ErrorCode.URL_TOO_LONG]: 'The address of the request is too long',
  [ErrorCode.HEADERS_TOO_LARGE]:
    "The request's headers are too large; please clear this site's cookies and try again",
  [ErrorCode.INTERNAL_ERROR]: 'Something went wrong, please try again',
  [ErrorCode.SERVICE_UNAVAILABLE]: 'The shop is briefly unavailable, please try again in a moment',
  [ErrorCode.IDEMPOTENCY_KEY_REUSED]: 'This request was already sent with different data, please start again',
  [ErrorCode.ADDRESS_NOT_CANONICAL]:
    "The request's address is written in an unusual form; please open the page from the shop's own links",
  [ErrorCode.SERVER_BUSY]: 'The shop is busy right now, please try again in a moment',
  [ErrorCode.UNAUTHORIZED]: 'Please log in',
  [ErrorCode.FORBIDDEN]: 'You are not allowed to do this',
  [ErrorCode.WHITELIST_USER_DENIED]: 'Your account is not allowed to use this site, please sign out',
  [ErrorCode.PERMISSION_DENIED]: 'Your session has expired, please log in again',
  [ErrorCode.INVALID_CREDENTIALS]: 'Wrong username or password',
  [ErrorCode.ACCOUNT_DISABLED]: 'This account is disabled, please contact the administrator',
  [ErrorCode.SOCIAL_SIGN_IN_UNAVAILABLE]: 'Sign-in with this provider is not available',
  [ErrorCode.SOCIAL_SIGN_IN_STATE_INVALID]: 'This sign-in is not valid or has expired, please try again',
  [ErrorCode.SOCIAL_SIGN_IN_REFUSED]: 'The sign-in was cancelled at the provider',
  [ErrorCode.SOCIAL_SIGN_IN_CODE_REJECTED]:
    "The provider's sign-in code has expired or was already used, please try again",
  [ErrorCode.SOCIAL_SIGN_IN_TOKEN_INVALID]: "The provider's answer could not be verified",
  [ErrorCode.SOCIAL_SIGN_IN_PROVIDER_DOWN]: 'The sign-in provider is not answering, please try again later',
  [ErrorCode.SOCIAL_COMPLETION_INVALID]:
    'This registration step has expired, please sign in with the provider again',
  [ErrorCode.SOCIAL_LINK_MAIL_SENT]:
    'This e-mail already has an account: we mailed a link to that address, open it in this browser to link your accounts',
  [ErrorCode.SOCIAL_LINK_CONFIRMATION_INVALID]:
    'This confirmation link cannot be used (expired, used, or opened in another browser), please sign in with the provider again',
  [ErrorCode.SOCIAL_IDENTITY_TAKEN]: 'This provider profile is already linked to another account',
  [ErrorCode.SOCIAL_STUDENTS_ONLY]: 'Social sign-in is only for student accounts',
  [ErrorCode.LAST_SIGN_IN_METHOD]: 'You cannot unlink this: your account would have no way left to sign in',
  [ErrorCode.INSTRUCTOR_CANNOT_BUY]: 'An instructor account cannot buy courses',
  [ErrorCode.INVALID_RESET_TOKEN]: 'This link is invalid or has expired',
  [ErrorCode.WRONG_CURRENT_PASSWORD]: 'The current password is not correct',
  [ErrorCode.TOO_MANY_FAILED_SIGN_INS]:
    'Too many failed sign-ins from your network, please wait about a minute and try again',
  [ErrorCode.OVER_LIMIT_USER]: 'The user limit has been reached, please contact the administrator',
  [ErrorCode.ERROR_CREATE_USER_IN_DAY]:
    'The daily limit of new accounts has been reached, please try again tomorrow',
  [ErrorCode.DUPLICATE_USERNAME]: 'This username is already taken',
  [ErrorCode.DUPLICATE_EMAIL]: 'This e-mail is already registered',
  [ErrorCode.INVALID_FORMAT_USERNAME]: `Username ${credentialRuleEn}`,
  ...passwordTexts('en'),
  [ErrorCode.INVALID_FORMAT_EMAIL]: 'Invalid e-mail address',
  [ErrorCode.COUPON_NOT_AVAILABLE]: 'This coupon is fully used',
  [ErrorCode.COUPON_NOT_ALLOWED_FOR_PAYMENT_METHOD]:
    '{code} code is not allowed to use with this payment method.',
  [ErrorCode.COUPON_DUPLICATE]: 'This coupon is already applied',
  [ErrorCode.ONE_COUPON_PER_ORDER]: 'Only one coupon can be used per order',
  [ErrorCode.COUPON_NO_SUPPORTED_COURSE]: 'No supported course for this coupon in your cart',
  [ErrorCode.COUPON_MINIMUM_COURSES]: "Your cart does not hold enough of this coupon's courses",
  [ErrorCode.COUPON_NO_USD_AMOUNT]: 'This coupon cannot be used for payment in USD',
  [ErrorCode.PROMOTION_COUPON_EXCLUSIVE]: 'A promotion cannot be combined with coupons',
  [ErrorCode.PROMOTION_NOT_APPLICABLE]: "The courses in your cart do not meet this promotion's conditions",
  [ErrorCode.PROMOTION_MUST_BE_CHOSEN]: 'Please choose a promotion first',
  [ErrorCode.EMPTY_CART]: 'No items in cart',
  [ErrorCode.DUPLICATE_COURSE]: 'The same course is in the order twice',
  [ErrorCode.NO_PRICING_PLAN]: 'No pricing plan for you',
  [ErrorCode.ALREADY_OWNED]: 'You already have this course',
  [ErrorCode.NO_PAYMENT_METHOD]: 'Please choose a payment method',
  [ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE]: 'This payment method is not available',
  [ErrorCode.PRICE_USD_IS_NULL]: 'This course has no price in USD',
  [ErrorCode.BELOW_MINIMUM_AMOUNT]:
    'Cannot choose this payment method because total is below the minimum (20 baht)',
  [ErrorCode.BELOW_INSTALLMENT_MINIMUM]: `Installments need a total of at least ${installmentMinimumBaht} baht: please choose another payment method`,
  [ErrorCode.PRICE_CHANGED]: 'Prices have changed, please check the total again',
  [ErrorCode.TIME_LEFT]: 'The time to pay for this order has run out',
  [ErrorCode.COURSE_NOT_AVAILABLE]: 'This course cannot be bought now',
  [ErrorCode.REGISTRATION_CLOSED]: 'Registration is closed',
  [ErrorCode.SOLD_OUT]: 'Sold out: no seats left',
  [ErrorCode.OUT_OF_STOCK]: 'Out of stock',
  [ErrorCode.SHIPPING_ADDRESS_REQUIRED]: 'Please fill in delivery address',
  [ErrorCode.SHIPPING_FEE_REQUIRED]: 'Please choose a shipping option',
  [ErrorCode.WITHHOLDING_NOT_ALLOWED]:
    'Withholding tax is only for juristic persons who ask for a tax invoice',
  [ErrorCode.ORDER_NOT_PENDING]: 'This order is no longer waiting for payment',
  [ErrorCode.ORDER_NOT_REFUNDABLE]: 'Only an approved order can be refunded',
  [ErrorCode.LINE_ALREADY_REFUNDED]: 'A chosen line has been refunded already',
  [ErrorCode.PAYMENT_PROVIDER_UNAVAILABLE]:
    'The payment provider did not answer. Nothing was charged, please try again',
  [ErrorCode.PAYMENT_OUTCOME_UNKNOWN]:
    'The payment provider is slow to answer. We are checking whether your payment went through; please do not pay again',
  [ErrorCode.PAYMENT_IN_PROGRESS]:
    'An earlier payment of this order is still being checked. Please wait for its result before paying again',
  [ErrorCode.INVALID_SIGNATURE]: 'The message signature is not valid',
  [ErrorCode.COURSE_ACCESS_ENDED]: 'Your access to this course has ended. Buy it again to continue',
  [ErrorCode.LECTURE_LOCKED]: 'This lecture opens once you pass the quiz before it',
  [ErrorCode.COURSE_NOT_COMPLETE]: 'Finish every lecture and pass the quizzes to get the certificate',
  [ErrorCode.FILE_TYPE_NOT_ALLOWED]: 'File type is not allow to upload.',
  [ErrorCode.OUT_OF_STORAGE]: 'Out of storage',
  [ErrorCode.FILE_TOO_LARGE]: 'The file is too large',
  [ErrorCode.UPLOAD_OFFSET_MISMATCH]: 'This part does not follow the bytes received; resume from there',
  [ErrorCode.UPLOAD_INCOMPLETE]: 'The file has not been fully uploaded yet',
  [ErrorCode.UPLOAD_QUOTA_EXCEEDED]:
    'You have uploaded as many files as a day allows. Please try again tomorrow',
  [ErrorCode.FILE_NOT_OWNED]: 'The file was not found among your uploads. Please upload it again',
  [ErrorCode.PAYMENT_PROVIDER_NOT_CONFIGURED]:
    "This payment method cannot be switched on: its provider's keys are not set on the server",
  [ErrorCode.BANK_ACCOUNT_IN_USE]:
    'This account cannot be removed because a transfer was reported to it. Switch it off instead',
  [ErrorCode.DOCUMENT_NOT_REISSUABLE]:
    'This document cannot be re-issued: it was voided or it is a credit note',
  [ErrorCode.WITHHOLDING_NOT_REQUIRED]:
    'No tax was withheld on this order, so it takes no withholding certificate',
  [ErrorCode.CANNOT_DEACTIVATE_SELF]: 'You cannot deactivate your own account',
  [ErrorCode.ENROLMENT_REVOKED]: 'This enrolment has been revoked',
  [ErrorCode.ENROLMENT_NOT_EXTENDABLE]:
    'This would not lengthen the access: choose an end later than the current one, or add learning time only to a plan that counts it',
  [ErrorCode.MAIL_NOT_RESENDABLE]:
    "This mail held a one-use link and its text was not kept, so it cannot be sent again. Send a new set-password link from the student's page",
  [ErrorCode.SLUG_TAKEN]: 'This slug is already in use. Please choose another one',
  [ErrorCode.COURSE_ORDERED]: 'This item has been ordered, so it cannot be deleted. Hide it instead',
  [ErrorCode.CATEGORY_IN_USE]: 'This category still has courses, so it cannot be deleted',
  [ErrorCode.USER_GROUP_IN_USE]: 'Students or courses still use this user group, so it cannot be deleted',
  [ErrorCode.PLAN_IN_USE]: 'This plan has been ordered, so it cannot be deleted. Hide it instead',
  [ErrorCode.DISCOUNT_IN_USE]: 'Orders have used this, so it cannot be deleted. Switch it off instead',
  [ErrorCode.COUPON_CODE_TAKEN]: 'Another coupon already has this code. Please choose another one',
  [ErrorCode.PROMPTPAY_PHONE_INVALID]: 'A PromptPay phone number is a 10-digit mobile number starting with 0',
  [ErrorCode.PROMPTPAY_CITIZEN_ID_INVALID]: 'A citizen or tax id has 13 digits and a matching check digit',
  [ErrorCode.PROMPTPAY_EWALLET_ID_INVALID]: 'An e-wallet id has 15 digits',
  [ErrorCode.PROMPTPAY_AMOUNT_INVALID]: 'A PromptPay QR amount is from 0.01 to 9,999,999,999.99 baht',
  [ErrorCode.SLIP_QR_NOT_A_SLIP]: "This QR code is not a bank transfer slip's QR code",
  [ErrorCode.SLIP_QR_CHECKSUM_MISMATCH]:
    "The slip's QR code could not be read correctly; the slip may be blurred or altered. Please send the original slip from your banking app",
  [ErrorCode.SLIP_ALREADY_USED]:
    'This slip was already used to report the payment of another order. One transfer pays one order: please send the slip of the transfer for this order',
};

/** The text of every error code per locale; Thai is the default. */
export const ERROR_TEXTS: Readonly<Record<DisplayLocale, Texts>> = { th, en };

/** The text of `code` in `locale`, with `{name}` placeholders (e.g. the coupon `{code}`) filled in. */
export const errorText = (
  code: ErrorCode,
  locale: DisplayLocale = 'th',
  params: Readonly<Record<string, string | number>> = {},
): string => formatMessage(ERROR_TEXTS[locale][code], params);
