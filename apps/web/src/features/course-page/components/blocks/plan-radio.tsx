import { useId, type ReactNode } from 'react';
import type { PickerPlan } from '@shop/domain/catalog/plan-visibility';
import { useCoursePage } from '../../hooks/course-page-context';

type PlanRadioGroupProps = {
  /** The group's accessible name ("Plans", "Choose a plan"). */
  label: string;
  className: string;
  /** One plan's look: the card or list row around its radio. */
  itemClassName: string;
  children: (item: PickerPlan) => ReactNode;
};

/**
 * The viewer's plans as the browser's own radio buttons, each inside its label: the plan's words
 * are the radio's name, the arrow keys move between plans, and the choice works in the server's
 * HTML before any script runs. The look (chosen, disabled) follows the input through CSS `:has`.
 */
export const PlanRadioGroup = ({ label, className, itemClassName, children }: PlanRadioGroupProps) => {
  const name = useId();
  const { offer } = useCoursePage();
  return (
    <div role="radiogroup" aria-label={label} className={className}>
      {offer.plans.map((item) => (
        <label key={item.plan.id} className={itemClassName}>
          <input
            type="radio"
            className="plan-radio"
            name={name}
            value={item.plan.id}
            checked={item.plan.id === offer.chosenPlanId}
            disabled={item.disabled}
            onChange={() => offer.choosePlan(item.plan.id)}
          />
          <span className="plan-radio-text">{children(item)}</span>
        </label>
      ))}
    </div>
  );
};
