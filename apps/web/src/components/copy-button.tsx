import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type CopyButtonProps = {
  /** What goes to the clipboard. */
  text: string;
  /** The button's name for a screen reader, e.g. "Copy account number 123-4-56789-0". */
  label: string;
};

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
      icon={isCopied ? <CheckOutlined /> : <CopyOutlined />}
      aria-label={label}
      onClick={() => void copy()}
    >
      <span aria-live="polite">{isCopied ? t('payments.accounts.copied') : t('payments.accounts.copy')}</span>
    </Button>
  );
};
