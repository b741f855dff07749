import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BuyEligibility } from '@shop/domain/eligibility/buy-eligibility';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/texts';
import { useCoursePage } from '../../hooks/course-page-context';

/** Why the buy button is not there, when the viewer should know (nothing while loading). */
const RefusalNote = ({ eligibility, isEnrolled }: { eligibility: BuyEligibility; isEnrolled: boolean }) => {
  const { t } = useTranslation();
  if (eligibility.canBuy || eligibility.reason === 'loading') return null;
  if (eligibility.reason === 'already-owned' && isEnrolled) return null;
  if (eligibility.reason === 'order-in-progress') {
    return (
      <Alert
        type="info"
        title={t('catalog.course.orderWaiting')}
        action={<Link to={paths.myOrders()}>{t('catalog.course.viewOrders')}</Link>}
      />
    );
  }
  return <Alert type="warning" title={errorMessage(eligibility.code)} />;
};

/**
 * The buy button, shown only when the domain's buy eligibility allows it; an enrolled student
 * also gets "Go to lessons". Buying puts the chosen plan in the cart and opens the cart.
 */
export const BuyActions = () => {
  const { t } = useTranslation();
  const { course, offer, purchase } = useCoursePage();
  const { chosenPlanId, eligibility, isEnrolled } = offer;
  const slug = course.link_path.split('/').pop() ?? String(course.id);
  return (
    <div className="buy-actions">
      {isEnrolled && (
        <Link to={paths.courseLessons(slug)} className="course-link-button">
          {t('catalog.course.goToLessons')}
        </Link>
      )}
      {eligibility.canBuy && offer.plans.length > 0 && (
        <Button
          variant="primary"
          size="large"
          block
          disabled={chosenPlanId === null}
          loading={purchase.isBuying}
          onClick={() => {
            if (chosenPlanId !== null) purchase.buy(chosenPlanId);
          }}
        >
          {t('catalog.course.register')}
        </Button>
      )}
      <RefusalNote eligibility={eligibility} isEnrolled={isEnrolled} />
    </div>
  );
};
