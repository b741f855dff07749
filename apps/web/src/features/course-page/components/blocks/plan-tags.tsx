import { useTranslation } from 'react-i18next';
import type { PickerPlan } from '@shop/domain/catalog/plan-visibility';
import { Tag } from '../../../../components/ui/tag';

/** Member-only (disabled for a visitor) and needs-approval marks of a plan. */
export const PlanTags = ({ item }: { item: PickerPlan }) => {
  const { t } = useTranslation();
  return (
    <>
      {item.plan.isForMember && (
        <Tag tone={item.disabled ? 'default' : 'gold'}>{t('catalog.course.memberOnly')}</Tag>
      )}
      {item.plan.needApproval && <Tag>{t('catalog.course.needsApproval')}</Tag>}
      {item.disabled && <span className="plan-hint">{t('catalog.course.memberOnlyHint')}</span>}
    </>
  );
};
