import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

/**
 * The step while its order loads: the shapes of the title, the items, the amount and the panel,
 * each the height of what replaces it, so the page does not jump when the order arrives.
 */
export const PaymentStepLoading = () => (
  <div className="payment-step payment-step-loading">
    <Skeleton rows={2} />
    <div className="payment-step-amount-skeleton" />
    <Skeleton rows={6} />
  </div>
);

/** An order the step cannot take payment for (missing, or already past unpaid): why, and where to go. */
export const PaymentStepOutcome = ({ title, action }: { title: string; action: ReactNode }) => (
  <div className="payment-step-outcome">
    <h1 className="payment-step-outcome-title">{title}</h1>
    {action}
  </div>
);
