import { RegionBoundary } from '../../../../components/region-boundary';
import { Alert } from '../../../../components/ui/alert';
import { shopMessage } from '../../../../lib/texts';
import { useCoursePage } from '../../hooks/course-page-context';
import { BuyActions } from './buy-actions';
import { PlanOptions } from './plan-options';
import { PlanPicker } from './plan-picker';
import { PromotionLinks } from './promotion-links';
import { VatNote } from './vat-note';

type PricingBlockProps = {
  variant: 'list' | 'grid';
  /** False where the layout shows the promotion links elsewhere. */
  withPromotions?: boolean;
};

/** The plans this viewer may buy, the buy button and the course's promotions. */
export const PricingBlock = ({ variant, withPromotions = true }: PricingBlockProps) => {
  const { offer } = useCoursePage();
  return (
    <div className={`pricing pricing-${variant}`}>
      <RegionBoundary region="plans">
        {offer.hasNoPlan ? (
          <Alert type="warning" title={shopMessage('noPricingPlanForYou')} />
        ) : variant === 'grid' ? (
          <PlanPicker />
        ) : (
          <PlanOptions />
        )}
        {!offer.hasNoPlan && <VatNote />}
        <BuyActions />
      </RegionBoundary>
      {withPromotions && <PromotionLinks />}
    </div>
  );
};
