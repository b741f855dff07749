import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentProfile } from '@shop/contract/accounts/student-profile';
import {
  WITHHOLDING_PERCENTS,
  type WithholdingOption,
  type WithholdingPercent,
} from '@shop/domain/tax/withholding';
import { lazyWithAntd } from '../../../app/lazy-with-antd';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { RadioGroup } from '../../../components/ui/radio-group';
import { useTaxChoice } from '../hooks/use-tax-choice';
import '../checkout-options.css';

const TAX_PROFILE_FORM = 'checkout-tax-profile-form';

// The tax-invoice form (Ant Design's Form with its validation, the certificate upload) loads with
// Ant Design when the buyer opens it, never with the cart.
const ChangePersonTypeModal = lazyWithAntd(
  TAX_PROFILE_FORM,
  async () => (await import('./change-person-type-modal')).ChangePersonTypeModal,
);

type TaxAndWithholdingProps = {
  signedIn: boolean;
  profile: StudentProfile | null;
  invoiceEnabled: boolean;
  option: WithholdingOption;
  withholding: { requested: boolean; percent: WithholdingPercent };
  certificate: { show: boolean; required: boolean };
  onWithholdingChange: (requested: boolean, percent?: WithholdingPercent) => void;
};

/** The tax invoice of a signed-in buyer and the withholding option (3% or 1%, shown from 1,000 THB). */
export const TaxAndWithholding = (props: TaxAndWithholdingProps) => {
  const { signedIn, profile, invoiceEnabled, option, withholding, certificate } = props;
  const { t } = useTranslation();
  const choice = useTaxChoice({
    signedIn,
    option,
    percent: withholding.percent,
    onWithholdingChange: props.onWithholdingChange,
    formPart: TAX_PROFILE_FORM,
  });
  const showInvoice = signedIn && invoiceEnabled && profile !== null;
  if (!showInvoice && option === 'hidden') return null;

  return (
    <section className="checkout-section" aria-labelledby="checkout-tax-title">
      <h2 className="checkout-section-title" id="checkout-tax-title">
        {t('checkout.tax.title')}
      </h2>
      {showInvoice && (
        <div className="checkout-tax-invoice">
          <span>
            {profile.is_require_tax_invoice
              ? t('checkout.tax.invoiceTo', {
                  name: `${profile.tax_name_one} ${profile.tax_name_two}`.trim(),
                  id: profile.tax_payer_identification_no,
                })
              : t('checkout.tax.noInvoice')}
          </span>
          <Button size="small" loading={choice.opening === 'invoice'} onClick={choice.openInvoice}>
            {t(profile.is_require_tax_invoice ? 'checkout.tax.editInvoice' : 'checkout.tax.requestInvoice')}
          </Button>
        </div>
      )}
      {option !== 'hidden' && (
        <div className="checkout-withholding">
          <Checkbox
            checked={withholding.requested}
            disabled={choice.opening === 'withholding'}
            aria-busy={choice.opening === 'withholding' || undefined}
            onChange={choice.toggleWithholding}
          >
            {t('checkout.tax.withholding')}
          </Checkbox>
          {choice.opening === 'withholding' && <span className="ui-spinner" aria-hidden="true" />}
          <RadioGroup
            aria-label={t('checkout.tax.withholdingPercent')}
            value={withholding.percent}
            disabled={!withholding.requested}
            onChange={choice.choosePercent}
            options={WITHHOLDING_PERCENTS.map((percent) => ({
              value: percent,
              label: `${String(percent)}%`,
            }))}
          />
        </div>
      )}
      {signedIn && choice.modal !== null && (
        <Suspense fallback={null}>
          <ChangePersonTypeModal
            open
            profile={profile}
            fixedPersonType={choice.modal === 'withholding' ? 'juristic_person' : undefined}
            certificate={certificate}
            onSaved={choice.saved}
            onCancel={choice.close}
          />
        </Suspense>
      )}
    </section>
  );
};
