import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithholdingOption, WithholdingPercent } from '@shop/domain/tax/withholding';
import { useNotify } from '../../../hooks/use-notify';

type Options = {
  signedIn: boolean;
  option: WithholdingOption;
  percent: WithholdingPercent;
  onWithholdingChange: (requested: boolean, percent?: WithholdingPercent) => void;
};

/**
 * Withholding is for a juristic person who asks for a tax invoice: a signed-in buyer who is not one
 * sees the change-person-type modal first, and withholding is chosen once the profile is saved.
 */
export const useTaxChoice = ({ signedIn, option, percent, onWithholdingChange }: Options) => {
  const [modal, setModal] = useState<'invoice' | 'withholding' | null>(null);
  const { notification } = useNotify();
  const { t } = useTranslation();

  const toggleWithholding = (checked: boolean) => {
    if (!checked || option === 'offered') {
      onWithholdingChange(checked, percent);
      return;
    }
    if (signedIn) setModal('withholding');
    else notification.info({ title: t('checkout.tax.withholdingNeedsJuristic'), duration: 5 });
  };

  const saved = () => {
    if (modal === 'withholding') onWithholdingChange(true, percent);
    setModal(null);
  };

  return {
    modal,
    openInvoice: () => setModal('invoice'),
    close: () => setModal(null),
    saved,
    toggleWithholding,
    choosePercent: (next: WithholdingPercent) => onWithholdingChange(true, next),
  };
};
