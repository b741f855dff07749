import { useTranslation } from 'react-i18next';
import type { OrderRefusal } from '@shop/domain/pricing/price-order-types';
import { Alert } from '../../../components/ui/alert';
import { refusalText } from '../lib/refusal-text';

type RefusalListProps = {
  refusals: readonly OrderRefusal[];
  courseName: (courseId: number) => string | undefined;
};

/** Why the order cannot be made yet, as priceOrder says it. */
export const RefusalList = ({ refusals, courseName }: RefusalListProps) => {
  const { t } = useTranslation();
  if (refusals.length === 0) return null;
  return (
    <Alert
      type="warning"
      title={t('checkout.order.cannotOrderYet')}
      description={
        <ul className="checkout-refusals">
          {refusals.map((refusal) => {
            const name = refusal.courseId === undefined ? undefined : courseName(refusal.courseId);
            const key = `${refusal.code}-${String(refusal.courseId)}-${String(refusal.couponCode)}`;
            const text = refusalText(refusal);
            return <li key={key}>{name ? `${name}: ${text}` : text}</li>;
          })}
        </ul>
      }
    />
  );
};
