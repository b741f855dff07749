/** A bank a buyer may transfer from (spec 2 "Origin bank list for transfers", 24 bank codes). */
export type OriginBank = { readonly code: string; readonly nameTh: string; readonly nameEn: string };

/**
 * The 24 bank codes of spec 2: the Thai banks (TMB kept beside TTB, as older slips still name it)
 * and the Vietnamese banks the specification's list carries.
 */
export const ORIGIN_BANKS: readonly OriginBank[] = [
  { code: 'BBL', nameTh: 'ธนาคารกรุงเทพ', nameEn: 'Bangkok Bank' },
  { code: 'KBANK', nameTh: 'ธนาคารกสิกรไทย', nameEn: 'Kasikornbank' },
  { code: 'KTB', nameTh: 'ธนาคารกรุงไทย', nameEn: 'Krungthai Bank' },
  { code: 'SCB', nameTh: 'ธนาคารไทยพาณิชย์', nameEn: 'Siam Commercial Bank' },
  { code: 'BAY', nameTh: 'ธนาคารกรุงศรีอยุธยา', nameEn: 'Bank of Ayudhya (Krungsri)' },
  { code: 'TTB', nameTh: 'ธนาคารทหารไทยธนชาต', nameEn: 'TMBThanachart Bank' },
  { code: 'TMB', nameTh: 'ธนาคารทหารไทย', nameEn: 'TMB Bank' },
  { code: 'GSB', nameTh: 'ธนาคารออมสิน', nameEn: 'Government Savings Bank' },
  { code: 'BAAC', nameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', nameEn: 'BAAC' },
  { code: 'GHB', nameTh: 'ธนาคารอาคารสงเคราะห์', nameEn: 'Government Housing Bank' },
  { code: 'CIMB', nameTh: 'ธนาคารซีไอเอ็มบี ไทย', nameEn: 'CIMB Thai Bank' },
  { code: 'UOB', nameTh: 'ธนาคารยูโอบี', nameEn: 'United Overseas Bank (Thai)' },
  { code: 'KKP', nameTh: 'ธนาคารเกียรตินาคินภัทร', nameEn: 'Kiatnakin Phatra Bank' },
  { code: 'TISCO', nameTh: 'ธนาคารทิสโก้', nameEn: 'TISCO Bank' },
  { code: 'LHB', nameTh: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', nameEn: 'Land and Houses Bank' },
  { code: 'ICBC', nameTh: 'ธนาคารไอซีบีซี (ไทย)', nameEn: 'ICBC (Thai)' },
  { code: 'TCRB', nameTh: 'ธนาคารไทยเครดิต', nameEn: 'Thai Credit Bank' },
  { code: 'IBANK', nameTh: 'ธนาคารอิสลามแห่งประเทศไทย', nameEn: 'Islamic Bank of Thailand' },
  { code: 'CITI', nameTh: 'ธนาคารซิตี้แบงก์', nameEn: 'Citibank' },
  { code: 'HSBC', nameTh: 'ธนาคารเอชเอสบีซี', nameEn: 'HSBC' },
  { code: 'VCB', nameTh: 'ธนาคารเวียดคอมแบงก์ (เวียดนาม)', nameEn: 'Vietcombank' },
  { code: 'BIDV', nameTh: 'ธนาคารบีไอดีวี (เวียดนาม)', nameEn: 'BIDV' },
  { code: 'TCB', nameTh: 'ธนาคารเทคคอมแบงก์ (เวียดนาม)', nameEn: 'Techcombank' },
  { code: 'ACB', nameTh: 'ธนาคารเอเชียคอมเมอร์เชียล (เวียดนาม)', nameEn: 'Asia Commercial Bank' },
];

const CODES: ReadonlySet<string> = new Set(ORIGIN_BANKS.map((bank) => bank.code));

/** True for one of the 24 codes (case as listed). */
export const isOriginBankCode = (code: string): boolean => CODES.has(code);
