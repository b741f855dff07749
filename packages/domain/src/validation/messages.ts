import type { DisplayLocale } from '../money/format-money';

/** The two kinds of tax-invoice buyer; the specification's default is normal_person. */
export type TaxPersonType = 'normal_person' | 'juristic_person';

/** Tax-invoice texts; each person type has its own (spec 2 section 5 "Tax form"). */
export type TaxMessages = {
  nameOneRequired: string;
  nameOneTooLong: string;
  nameTwoRequired: string;
  nameTwoTooLong: string;
  idRequired: string;
  idLength: string;
  idChecksum: string;
  addressRequired: string;
  addressTooLong: string;
  deliveryAddressRequired: string;
  deliveryAddressTooLong: string;
  companyCertificateRequired: string;
};

/** Every validation text; `{label}`, `{min}`, `{max}` and `{size}` are filled in by `formatMessage`. */
export type ValidationMessages = {
  common: { invalidValue: string; textTooLong: string };
  registration: {
    firstnameRequired: string;
    firstnameTooLong: string;
    lastnameRequired: string;
    lastnameTooLong: string;
    nicknameRequired: string;
    nicknameTooLong: string;
    emailRequired: string;
    emailInvalid: string;
    telRequired: string;
    telInvalid: string;
    addressRequired: string;
    addressTooLong: string;
    imageProfileRequired: string;
    usernameRequired: string;
    usernameFormat: string;
    usernameTooLong: string;
    passwordRequired: string;
    passwordFormat: string;
    passwordTooShort: string;
    passwordTooLong: string;
    passwordTooCommon: string;
    confirmPasswordRequired: string;
    passwordMismatch: string;
    currentPasswordRequired: string;
    userGroupRequired: string;
    customLabelRequired: string;
    customLabelsInvalid: string;
  };
  tax: Record<TaxPersonType, TaxMessages>;
  bankTransfer: {
    slipRequired: string;
    contactNameRequired: string;
    transferAmountRequired: string;
    transferAmountInvalid: string;
    originBankRequired: string;
    destinationAccountRequired: string;
    transferDateRequired: string;
    transferDateInvalid: string;
    transferTimeRequired: string;
    transferTimeInvalid: string;
    emailInvalid: string;
    telInvalid: string;
    transferInFuture: string;
    slipNotFound: string;
    /** A slip a report of another order already showed. */
    slipOnAnotherOrder: string;
  };
  card: {
    numberRequired: string;
    numberInvalid: string;
    brandNotSupported: string;
    monthInvalid: string;
    yearInvalid: string;
    cvvInvalid: string;
    expired: string;
  };
};

const thaiFormat = 'ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข และเครื่องหมาย _ - . @ เท่านั้น และห้ามมีช่องว่าง';

const th: ValidationMessages = {
  common: { invalidValue: 'ข้อมูลไม่ถูกต้อง', textTooLong: 'กรอกได้ไม่เกิน {max} ตัวอักษร' },
  registration: {
    firstnameRequired: 'กรุณากรอกชื่อ',
    firstnameTooLong: 'ชื่อต้องไม่เกิน {max} ตัวอักษร',
    lastnameRequired: 'กรุณากรอกนามสกุล',
    lastnameTooLong: 'นามสกุลต้องไม่เกิน {max} ตัวอักษร',
    nicknameRequired: 'กรุณากรอกชื่อเล่น',
    nicknameTooLong: 'ชื่อเล่นต้องไม่เกิน {max} ตัวอักษร',
    emailRequired: 'กรุณากรอกอีเมล',
    emailInvalid: 'รูปแบบอีเมลไม่ถูกต้อง',
    telRequired: 'กรุณากรอกเบอร์โทรศัพท์',
    telInvalid: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข {min}-{max} หลักเท่านั้น',
    addressRequired: 'กรุณากรอกที่อยู่',
    addressTooLong: 'ที่อยู่ต้องไม่เกิน {max} ตัวอักษร',
    imageProfileRequired: 'กรุณาอัปโหลดรูปโปรไฟล์',
    usernameRequired: 'กรุณากรอกชื่อผู้ใช้',
    usernameFormat: `ชื่อผู้ใช้${thaiFormat}`,
    usernameTooLong: 'ชื่อผู้ใช้ต้องไม่เกิน {max} ตัวอักษร',
    passwordRequired: 'กรุณากรอกรหัสผ่าน',
    passwordFormat: 'รหัสผ่านมีอักขระที่พิมพ์ไม่ได้ (เช่น การขึ้นบรรทัดใหม่หรือแท็บ) กรุณาพิมพ์รหัสผ่านใหม่',
    passwordTooShort: 'รหัสผ่านต้องมีอย่างน้อย {min} ตัวอักษร ใช้วลีที่จำง่ายหลายคำได้ เว้นวรรคและสัญลักษณ์ใช้ได้ทั้งหมด',
    passwordTooLong: 'รหัสผ่านต้องไม่เกิน {max} ตัวอักษร กรุณาใช้รหัสผ่านที่สั้นลง',
    passwordTooCommon: 'รหัสผ่านนี้ใช้กันทั่วไปหรือเคยรั่วไหล จึงเดาได้ง่าย กรุณาตั้งรหัสผ่านอื่นที่ไม่ได้ใช้กับที่อื่น เช่น วลีที่จำง่ายหลายคำ',
    confirmPasswordRequired: 'กรุณายืนยันรหัสผ่าน',
    passwordMismatch: 'รหัสผ่านและการยืนยันรหัสผ่านไม่ตรงกัน',
    currentPasswordRequired: 'กรุณากรอกรหัสผ่านปัจจุบัน',
    userGroupRequired: 'กรุณาเลือกกลุ่มผู้ใช้',
    customLabelRequired: 'กรุณากรอก {label}',
    customLabelsInvalid: 'ข้อมูลเพิ่มเติมไม่ถูกต้อง',
  },
  tax: {
    normal_person: {
      nameOneRequired: 'กรุณากรอกชื่อ',
      nameOneTooLong: 'ชื่อต้องไม่เกิน {max} ตัวอักษร',
      nameTwoRequired: 'กรุณากรอกนามสกุล',
      nameTwoTooLong: 'นามสกุลต้องไม่เกิน {max} ตัวอักษร',
      idRequired: 'กรุณากรอกเลขประจำตัวผู้เสียภาษี (เลขบัตรประจำตัวประชาชน)',
      idLength: 'เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลัก',
      idChecksum: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
      addressRequired: 'กรุณากรอกที่อยู่สำหรับออกใบกำกับภาษี',
      addressTooLong: 'ที่อยู่ต้องไม่เกิน {max} ตัวอักษร',
      deliveryAddressRequired: 'กรุณากรอกที่อยู่สำหรับจัดส่งใบกำกับภาษี',
      deliveryAddressTooLong: 'ที่อยู่จัดส่งต้องไม่เกิน {max} ตัวอักษร',
      companyCertificateRequired: 'กรุณาแนบสำเนาบัตรประจำตัวประชาชน',
    },
    juristic_person: {
      nameOneRequired: 'กรุณากรอกชื่อบริษัท',
      nameOneTooLong: 'ชื่อบริษัทต้องไม่เกิน {max} ตัวอักษร',
      nameTwoRequired: 'กรุณากรอกสำนักงานใหญ่หรือเลขที่สาขา',
      nameTwoTooLong: 'สำนักงานใหญ่หรือเลขที่สาขาต้องไม่เกิน {max} ตัวอักษร',
      idRequired: 'กรุณากรอกเลขประจำตัวผู้เสียภาษีอากรของนิติบุคคล',
      idLength: 'เลขประจำตัวผู้เสียภาษีอากรของนิติบุคคลต้องเป็นตัวเลข 13 หลัก',
      idChecksum: 'เลขประจำตัวผู้เสียภาษีอากรของนิติบุคคลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
      addressRequired: 'กรุณากรอกที่อยู่บริษัทสำหรับออกใบกำกับภาษี',
      addressTooLong: 'ที่อยู่บริษัทต้องไม่เกิน {max} ตัวอักษร',
      deliveryAddressRequired: 'กรุณากรอกที่อยู่สำหรับจัดส่งใบกำกับภาษี',
      deliveryAddressTooLong: 'ที่อยู่จัดส่งต้องไม่เกิน {max} ตัวอักษร',
      companyCertificateRequired: 'กรุณาแนบหนังสือรับรองบริษัท',
    },
  },
  bankTransfer: {
    slipRequired: 'กรุณาอัปโหลดหลักฐานการโอนเงิน',
    contactNameRequired: 'กรุณากรอกชื่อผู้ติดต่อ',
    transferAmountRequired: 'กรุณากรอกจำนวนเงินที่โอน',
    transferAmountInvalid: 'จำนวนเงินต้องเป็นตัวเลขมากกว่า 0 และมีทศนิยมไม่เกิน 2 ตำแหน่ง',
    originBankRequired: 'กรุณาเลือกธนาคารต้นทาง',
    destinationAccountRequired: 'กรุณาเลือกบัญชีที่โอนเข้า',
    transferDateRequired: 'กรุณาระบุวันที่โอน',
    transferDateInvalid: 'วันที่โอนไม่ถูกต้อง',
    transferTimeRequired: 'กรุณาระบุเวลาที่โอน',
    transferTimeInvalid: 'เวลาที่โอนไม่ถูกต้อง',
    emailInvalid: 'รูปแบบอีเมลไม่ถูกต้อง',
    telInvalid: 'เบอร์โทรศัพท์ไม่ถูกต้อง',
    transferInFuture: 'วันและเวลาที่โอนต้องไม่เกินเวลาปัจจุบัน',
    slipNotFound: 'ไม่พบไฟล์หลักฐานการโอนเงินของคุณ กรุณาอัปโหลดใหม่',
    slipOnAnotherOrder: 'สลิปนี้ใช้แจ้งชำระเงินของคำสั่งซื้ออื่นไปแล้ว กรุณาอัปโหลดสลิปของการโอนครั้งนี้',
  },
  card: {
    numberRequired: 'กรุณากรอกหมายเลขบัตร',
    numberInvalid: 'หมายเลขบัตรไม่ถูกต้อง',
    brandNotSupported: 'ไม่รองรับบัตรประเภทนี้',
    monthInvalid: 'เดือนหมดอายุต้องเป็น 01 ถึง 12',
    yearInvalid: 'ปีหมดอายุต้องเป็นปี ค.ศ. 4 หลัก',
    cvvInvalid: 'รหัสความปลอดภัยต้องเป็นตัวเลข {size} หลัก',
    expired: 'บัตรหมดอายุแล้ว',
  },
};

const englishFormat = 'may contain only letters, digits, _ - . and @, without spaces';

const en: ValidationMessages = {
  common: { invalidValue: 'Invalid value', textTooLong: 'At most {max} characters' },
  registration: {
    firstnameRequired: 'Please enter your first name',
    firstnameTooLong: 'First name must be at most {max} characters',
    lastnameRequired: 'Please enter your last name',
    lastnameTooLong: 'Last name must be at most {max} characters',
    nicknameRequired: 'Please enter your nickname',
    nicknameTooLong: 'Nickname must be at most {max} characters',
    emailRequired: 'Please enter your e-mail',
    emailInvalid: 'Invalid e-mail address',
    telRequired: 'Please enter your phone number',
    telInvalid: 'Phone number must be {min} to {max} digits',
    addressRequired: 'Please enter your address',
    addressTooLong: 'Address must be at most {max} characters',
    imageProfileRequired: 'Please upload a profile picture',
    usernameRequired: 'Please enter a username',
    usernameFormat: `Username ${englishFormat}`,
    usernameTooLong: 'Username must be at most {max} characters',
    passwordRequired: 'Please enter a password',
    passwordFormat:
      'The password holds a character that cannot be typed (such as a line break or a tab); please type it again',
    passwordTooShort:
      'Password must be at least {min} characters; a phrase of a few words is easy to remember, and spaces and symbols are welcome',
    passwordTooLong: 'Password must be at most {max} characters; please use a shorter one',
    passwordTooCommon:
      'This password is common or has leaked, so it is easy to guess; please choose one you do not use anywhere else, such as a phrase of a few words',
    confirmPasswordRequired: 'Please confirm your password',
    passwordMismatch: 'Password and confirmation do not match',
    currentPasswordRequired: 'Please enter your current password',
    userGroupRequired: 'Please choose a user group',
    customLabelRequired: 'Please enter {label}',
    customLabelsInvalid: 'Invalid additional information',
  },
  tax: {
    normal_person: {
      nameOneRequired: 'Please enter the first name',
      nameOneTooLong: 'First name must be at most {max} characters',
      nameTwoRequired: 'Please enter the last name',
      nameTwoTooLong: 'Last name must be at most {max} characters',
      idRequired: 'Please enter the taxpayer ID (national ID number)',
      idLength: 'The taxpayer ID must be 13 digits',
      idChecksum: 'The taxpayer ID is not valid, please check it',
      addressRequired: 'Please enter the address for the tax invoice',
      addressTooLong: 'Address must be at most {max} characters',
      deliveryAddressRequired: 'Please enter the address to send the tax invoice to',
      deliveryAddressTooLong: 'Delivery address must be at most {max} characters',
      companyCertificateRequired: 'Please attach a copy of your ID card',
    },
    juristic_person: {
      nameOneRequired: 'Please enter the company name',
      nameOneTooLong: 'Company name must be at most {max} characters',
      nameTwoRequired: 'Please enter the head office or branch number',
      nameTwoTooLong: 'Head office or branch number must be at most {max} characters',
      idRequired: "Please enter the company's taxpayer ID",
      idLength: "The company's taxpayer ID must be 13 digits",
      idChecksum: "The company's taxpayer ID is not valid, please check it",
      addressRequired: "Please enter the company's address for the tax invoice",
      addressTooLong: 'Company address must be at most {max} characters',
      deliveryAddressRequired: 'Please enter the address to send the tax invoice to',
      deliveryAddressTooLong: 'Delivery address must be at most {max} characters',
      companyCertificateRequired: 'Please attach the company certificate',
    },
  },
  bankTransfer: {
    slipRequired: 'Please upload the transfer evidence',
    contactNameRequired: 'Please enter the contact name',
    transferAmountRequired: 'Please enter the transferred amount',
    transferAmountInvalid: 'The amount must be a number above 0 with at most 2 decimals',
    originBankRequired: 'Please choose the origin bank',
    destinationAccountRequired: 'Please choose the account',
    transferDateRequired: 'Please enter the transfer date',
    transferDateInvalid: 'The transfer date is not valid',
    transferTimeRequired: 'Please enter the transfer time',
    transferTimeInvalid: 'The transfer time is not valid',
    emailInvalid: 'Invalid e-mail address',
    telInvalid: 'Invalid phone number',
    transferInFuture: 'The transfer date and time cannot be in the future',
    slipNotFound: 'Your transfer slip was not found, please upload it again',
    slipOnAnotherOrder:
      'This slip was already sent for another order: please upload the slip of this transfer',
  },
  card: {
    numberRequired: 'Please enter the card number',
    numberInvalid: 'The card number is not valid',
    brandNotSupported: 'This card type is not supported',
    monthInvalid: 'Expiry month must be 01 to 12',
    yearInvalid: 'Expiry year must be 4 digits',
    cvvInvalid: 'The security code must be {size} digits',
    expired: 'The card has expired',
  },
};

/** The default validation texts per locale; Thai is the shop's first language. */
export const messages: Readonly<Record<DisplayLocale, ValidationMessages>> = { th, en };

/** A partial set of texts, e.g. the site's custom texts, laid over the defaults. */
export type MessageOverrides = {
  [Group in keyof ValidationMessages]?: Group extends 'tax'
    ? Partial<Record<TaxPersonType, Partial<TaxMessages>>>
    : Partial<ValidationMessages[Group]>;
};

/** The texts of `locale` with the site's custom texts laid over them. */
export const messagesWith = (locale: DisplayLocale, overrides: MessageOverrides = {}): ValidationMessages => {
  const base = messages[locale];
  return {
    common: { ...base.common, ...overrides.common },
    registration: { ...base.registration, ...overrides.registration },
    tax: {
      normal_person: { ...base.tax.normal_person, ...overrides.tax?.normal_person },
      juristic_person: { ...base.tax.juristic_person, ...overrides.tax?.juristic_person },
    },
    bankTransfer: { ...base.bankTransfer, ...overrides.bankTransfer },
    card: { ...base.card, ...overrides.card },
  };
};

/** Fills `{name}` placeholders; unknown ones stay as they are so a missing value shows. */
export const formatMessage = (
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
