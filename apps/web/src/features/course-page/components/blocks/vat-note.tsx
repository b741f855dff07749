import { useTranslation } from 'react-i18next';
import { useCoursePage } from '../../hooks/course-page-context';

/**
 * Whether the prices shown include VAT: a Thai buyer expects the price they see to be the price
 * they pay, so a shop says beside its prices whether VAT is in them or added at checkout. Nothing
 * when the shop charges no VAT.
 */
export const VatNote = () => {
  const { t } = useTranslation();
  const { settings } = useCoursePage();
  if (!settings.is_enable_vat) return null;
  const key = settings.is_price_include_vat ? 'catalog.course.vatIncluded' : 'catalog.course.vatExcluded';
  return <p className="vat-note">{t(key, { percent: settings.vat_value })}</p>;
};
