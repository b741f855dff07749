import { bankLogoUrl } from '../lib/bank-logos';
import './bank-logo.css';
import { BankLettermark } from './bank-lettermark';

/** `label`: the bank's name when the logo stands alone; without it the logo is decorative beside the name. */
type BankLogoProps = { code: string; size?: number; label?: string };

/** A bank's logo, or its code's letters when the package has none. */
export const BankLogo = ({ code, size = 24, label }: BankLogoProps) => {
  const url = bankLogoUrl(code);
  if (!url) return <BankLettermark code={code} size={size} label={label} />;
  return <img className="bank-logo" src={url} alt={label ?? ''} width={size} height={size} loading="lazy" />;
};
