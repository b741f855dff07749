import { bankLogoUrl } from '../lib/bank-logos';
import { BankLettermark } from './bank-lettermark';

type BankLogoProps = { code: string; size?: number };

/** A bank's logo beside its name (decorative: the name says which bank it is). */
export const BankLogo = ({ code, size = 24 }: BankLogoProps) => {
  const url = bankLogoUrl(code);
  if (!url) return <BankLettermark code={code} size={size} />;
  return <img className="bank-logo" src={url} alt="" width={size} height={size} loading="lazy" />;
};
