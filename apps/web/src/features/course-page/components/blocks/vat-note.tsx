import { useTranslation } from 'react-i18next';
import { useCoursePage } from '../../hooks/course-page-context';

/**
 * Whether the prices shown include VAT: a Thai buyer expects the price they see to be the price
 * they pay, so a shop that adds VAT at checkout says so beside its prices. Nothing when the shop
 * charges no VAT.
 */
export const VatNote = () => {
  const { t } = useTranslation();
  const { settings } = useCoursePage();
  if (!settings.is_enable_vat) return null;
  return <p className="vat-note">{t('catalog.course.vatExcluded', { percent: settings.vat_value })}</p>;
};
