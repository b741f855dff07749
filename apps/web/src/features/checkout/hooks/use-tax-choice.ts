import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithholdingOption, WithholdingPercent } from '@shop/domain/tax/withholding';
import { usePartOpening } from '../../../app/lazy-part';
import { useNotify } from '../../../hooks/use-notify';

type Options = {
  signedIn: boolean;
  option: WithholdingOption;
  percent: WithholdingPercent;
  onWithholdingChange: (requested: boolean, percent?: WithholdingPercent) => void;
  /** The lazy part of the tax-invoice form: its code arrives before the form opens. */
  formPart: string;
};

type Form = 'invoice' | 'withholding';

/**
 * Withholding is for a juristic person who asks for a tax invoice: a signed-in buyer who is not one
 * sees the change-person-type modal first, and withholding is chosen once the profile is saved.
 */
export const useTaxChoice = ({ signedIn, option, percent, onWithholdingChange, formPart }: Options) => {
  const [modal, setModal] = useState<Form | null>(null);
  // The form asked for while its code is on its way; it opens once the code has arrived.
  const asked = useRef<Form>('invoice');
  const opening = usePartOpening(formPart, () => setModal(asked.current));
  const openForm = (form: Form) => {
    asked.current = form;
    opening.open();
  };
  const { notification } = useNotify();
  const { t } = useTranslation();

  const toggleWithholding = (checked: boolean) => {
    if (!checked || option === 'offered') {
      onWithholdingChange(checked, percent);
      return;
    }
    if (signedIn) openForm('withholding');
    else notification.info({ title: t('checkout.tax.withholdingNeedsJuristic'), duration: 5 });
  };

  const saved = () => {
    if (modal === 'withholding') onWithholdingChange(true, percent);
    setModal(null);
  };

  return {
    modal,
    /** Which form is waiting for its code (its opener shows a spinner meanwhile). */
    opening: opening.isOpening ? asked.current : null,
    openInvoice: () => openForm('invoice'),
    close: () => setModal(null),
    saved,
    toggleWithholding,
    choosePercent: (next: WithholdingPercent) => onWithholdingChange(true, next),
  };
};
