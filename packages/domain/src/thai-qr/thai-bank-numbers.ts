/**
 * A Thai bank by the 3-digit number the Bank of Thailand gives it, which slips' QR codes carry,
 * with the short code the shop's transfer reports use for the same bank (`payments/origin-banks`).
 */
export type ThaiBank = {
  readonly number: string;
  readonly code: string;
  readonly nameTh: string;
  readonly nameEn: string;
};

/**
 * The Thai banks by number, as EasySlip's bank-code reference lists them; TMB's number 011 is TTB's
 * since their merger. Short codes are the shop's own where its origin-bank list has the bank.
 */
export const THAI_BANKS: readonly ThaiBank[] = [
  { number: '002', code: 'BBL', nameTh: 'ธนาคารกรุงเทพ', nameEn: 'Bangkok Bank' },
  { number: '004', code: 'KBANK', nameTh: 'ธนาคารกสิกรไทย', nameEn: 'Kasikornbank' },
  { number: '006', code: 'KTB', nameTh: 'ธนาคารกรุงไทย', nameEn: 'Krungthai Bank' },
  { number: '011', code: 'TTB', nameTh: 'ธนาคารทหารไทยธนชาต', nameEn: 'TMBThanachart Bank' },
  { number: '014', code: 'SCB', nameTh: 'ธนาคารไทยพาณิชย์', nameEn: 'Siam Commercial Bank' },
  { number: '017', code: 'CITI', nameTh: 'ธนาคารซิตี้แบงก์', nameEn: 'Citibank' },
  {
    number: '020',
    code: 'SCBT',
    nameTh: 'ธนาคารสแตนดาร์ดชาร์เตอร์ด (ไทย)',
    nameEn: 'Standard Chartered Bank (Thai)',
  },
  { number: '022', code: 'CIMB', nameTh: 'ธนาคารซีไอเอ็มบี ไทย', nameEn: 'CIMB Thai Bank' },
  { number: '024', code: 'UOB', nameTh: 'ธนาคารยูโอบี', nameEn: 'United Overseas Bank (Thai)' },
  { number: '025', code: 'BAY', nameTh: 'ธนาคารกรุงศรีอยุธยา', nameEn: 'Bank of Ayudhya (Krungsri)' },
  { number: '030', code: 'GSB', nameTh: 'ธนาคารออมสิน', nameEn: 'Government Savings Bank' },
  { number: '033', code: 'GHB', nameTh: 'ธนาคารอาคารสงเคราะห์', nameEn: 'Government Housing Bank' },
  { number: '034', code: 'BAAC', nameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', nameEn: 'BAAC' },
  { number: '039', code: 'MHCB', nameTh: 'ธนาคารมิซูโฮ', nameEn: 'Mizuho Bank' },
  { number: '045', code: 'BNPP', nameTh: 'ธนาคารบีเอ็นพี พารีบาส์', nameEn: 'BNP Paribas' },
  { number: '052', code: 'BOC', nameTh: 'ธนาคารแห่งประเทศจีน (ไทย)', nameEn: 'Bank of China (Thai)' },
  { number: '066', code: 'IBANK', nameTh: 'ธนาคารอิสลามแห่งประเทศไทย', nameEn: 'Islamic Bank of Thailand' },
  { number: '067', code: 'TISCO', nameTh: 'ธนาคารทิสโก้', nameEn: 'TISCO Bank' },
  { number: '069', code: 'KKP', nameTh: 'ธนาคารเกียรตินาคินภัทร', nameEn: 'Kiatnakin Phatra Bank' },
  { number: '070', code: 'ICBC', nameTh: 'ธนาคารไอซีบีซี (ไทย)', nameEn: 'ICBC (Thai)' },
  { number: '071', code: 'TCRB', nameTh: 'ธนาคารไทยเครดิต', nameEn: 'Thai Credit Bank' },
  { number: '073', code: 'LHB', nameTh: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', nameEn: 'Land and Houses Bank' },
];

const BY_NUMBER: ReadonlyMap<string, ThaiBank> = new Map(THAI_BANKS.map((bank) => [bank.number, bank]));

/** The bank with this 3-digit number, or null for a number the list does not hold. */
export const thaiBankByNumber = (number: string): ThaiBank | null => BY_NUMBER.get(number) ?? null;
