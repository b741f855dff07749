import { useTranslation } from 'react-i18next';
import type { Currency } from '@shop/domain/money/currency';
import { formatMoney } from '@shop/domain/money/format-money';

type PriceTextProps = { amount: number; currency?: Currency };

/** A price in the reader's language; zero reads as "free". */
export const PriceText = ({ amount, currency = 'THB' }: PriceTextProps) => {
  const { t, i18n } = useTranslation();
  if (amount === 0) return <>{t('catalog.free')}</>;
  return <>{formatMoney(amount, currency, i18n.language === 'en' ? 'en' : 'th')}</>;
};
