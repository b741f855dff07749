import BAAC from 'thai-banks-logo/icons/BAAC.png';
import BAY from 'thai-banks-logo/icons/BAY.png';
import BBL from 'thai-banks-logo/icons/BBL.png';
import CIMB from 'thai-banks-logo/icons/CIMB.png';
import CITI from 'thai-banks-logo/icons/CITI.png';
import GHB from 'thai-banks-logo/icons/GHB.png';
import GSB from 'thai-banks-logo/icons/GSB.png';
import HSBC from 'thai-banks-logo/icons/HSBC.png';
import IBANK from 'thai-banks-logo/icons/IBANK.png';
import ICBC from 'thai-banks-logo/icons/ICBC.png';
import KBANK from 'thai-banks-logo/icons/KBANK.png';
import KKP from 'thai-banks-logo/icons/KKP.png';
import KTB from 'thai-banks-logo/icons/KTB.png';
import LHB from 'thai-banks-logo/icons/LHB.png';
import SCB from 'thai-banks-logo/icons/SCB.png';
import TCRB from 'thai-banks-logo/icons/TCRB.png';
import TISCO from 'thai-banks-logo/icons/TISCO.png';
import TTB from 'thai-banks-logo/icons/TTB.png';
import UOB from 'thai-banks-logo/icons/UOB.png';

/** The origin-bank codes thai-banks-logo has a logo for; the others get a lettermark. */
export type LogoBankCode =
  | 'BAAC'
  | 'BAY'
  | 'BBL'
  | 'CIMB'
  | 'CITI'
  | 'GHB'
  | 'GSB'
  | 'HSBC'
  | 'IBANK'
  | 'ICBC'
  | 'KBANK'
  | 'KKP'
  | 'KTB'
  | 'LHB'
  | 'SCB'
  | 'TCRB'
  | 'TISCO'
  | 'TTB'
  | 'UOB';

/** Each logo's address in the build (Vite fingerprints the PNGs; they load only when shown). */
const BANK_LOGOS: Readonly<Record<LogoBankCode, string>> = {
  BAAC,
  BAY,
  BBL,
  CIMB,
  CITI,
  GHB,
  GSB,
  HSBC,
  IBANK,
  ICBC,
  KBANK,
  KKP,
  KTB,
  LHB,
  SCB,
  TCRB,
  TISCO,
  TTB,
  UOB,
};

const hasLogo = (code: string): code is LogoBankCode => Object.hasOwn(BANK_LOGOS, code);

/** The logo of a bank code, or null when the package has none (TMB, the Vietnamese banks). */
export const bankLogoUrl = (code: string): string | null => (hasLogo(code) ? BANK_LOGOS[code] : null);
