import { useTranslation } from 'react-i18next';
import type { PromotionWire } from '@shop/contract/catalog/promotion';
import { formatMoney } from '@shop/domain/money/format-money';

/** "15% off" / "฿500.00 off", and the condition: all the courses (P1) or at least N of them (P2). */
export const usePromotionTexts = (promotion: PromotionWire) => {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const discount =
    promotion.discount_type === 'percent'
      ? t('catalog.promotion.percentOff', { percent: promotion.discount_amont })
      : t('catalog.promotion.amountOff', { amount: formatMoney(promotion.discount_amont, 'THB', locale) });
  const rule =
    promotion.promotion_type === 'P2'
      ? t('catalog.promotion.ruleAtLeast', { count: promotion.number_of_course ?? 1 })
      : t('catalog.promotion.ruleAll');
  return { discount, rule };
};
