import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { OutlineIcon } from './ui/outline-icon';

type CopyButtonProps = {
  /** What goes to the clipboard. */
  text: string;
  /** The button's name for a screen reader, e.g. "Copy account number 123-4-56789-0". */
  label: string;
};

const CopyIcon = () => (
  <OutlineIcon>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </OutlineIcon>
);

const CheckIcon = () => (
  <OutlineIcon>
    <path d="M5 12l5 5L20 7" />
  </OutlineIcon>
);

/**
 * Copies a value a buyer would otherwise retype into a banking app on the same phone, and says
 * "Copied" for a moment. Without a clipboard (an old browser, no permission) nothing is claimed.
 */
export const CopyButton = ({ text, label }: CopyButtonProps) => {
  const { t } = useTranslation();
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [isCopied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button
      size="small"
      icon={isCopied ? <CheckIcon /> : <CopyIcon />}
      aria-label={label}
      onClick={() => void copy()}
    >
      <span aria-live="polite">{isCopied ? t('payments.accounts.copied') : t('payments.accounts.copy')}</span>
    </Button>
  );
};
