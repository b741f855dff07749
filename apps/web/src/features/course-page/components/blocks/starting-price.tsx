import { useTranslation } from 'react-i18next';
import { PriceText } from '../../../../components/price-text';
import { useCoursePage } from '../../hooks/course-page-context';

/** "Registration from ฿990.00": the lowest price of the plans the viewer may choose. */
export const StartingPrice = ({ label }: { label?: string }) => {
  const { t } = useTranslation();
  const { startingPrice, currency } = useCoursePage().offer;
  if (startingPrice === null) return null;
  return (
    <p className="starting-price">
      <span>{label ?? t('catalog.course.startingFee')}</span>{' '}
      <strong>
        <PriceText amount={startingPrice} currency={currency} />
      </strong>
    </p>
  );
};
