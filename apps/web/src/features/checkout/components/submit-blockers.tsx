import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmitBlocker } from '@shop/domain/checkout/submit-blockers';
import { blockerText } from '../lib/blocker-text';
import type { CheckoutLine } from '../lib/checkout-types';

type SubmitBlockersProps = { id: string; blockers: readonly SubmitBlocker[]; lines: readonly CheckoutLine[] };

/**
 * Next to the order button: what still holds it back, from the same rule that disables it. It is
 * a live region, so a screen reader hears a reason appear and go.
 */
export const SubmitBlockers = ({ id, blockers, lines }: SubmitBlockersProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div id={id} className="checkout-blockers" role="status" aria-live="polite">
      {blockers.length > 0 && (
        <>
          <strong id={titleId}>{t('checkout.blockers.title')}</strong>
          <ul aria-labelledby={titleId}>
            {blockers.map((blocker) => {
              const text = blockerText(blocker, lines, t);
              return <li key={text}>{text}</li>;
            })}
          </ul>
        </>
      )}
    </div>
  );
};
