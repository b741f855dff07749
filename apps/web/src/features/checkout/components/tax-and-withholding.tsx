import { Button, Checkbox, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StudentProfile } from '@shop/contract/accounts/student-profile';
import {
  WITHHOLDING_PERCENTS,
  type WithholdingOption,
  type WithholdingPercent,
} from '@shop/domain/tax/withholding';
import { useTaxChoice } from '../hooks/use-tax-choice';
import { ChangePersonTypeModal } from './change-person-type-modal';

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
  });
  const showInvoice = signedIn && invoiceEnabled && profile !== null;
  if (!showInvoice && option === 'hidden') return null;

  return (
    <section className="checkout-section" aria-labelledby="checkout-tax-title">
      <Typography.Title level={5} id="checkout-tax-title">
        {t('checkout.tax.title')}
      </Typography.Title>
      {showInvoice && (
        <div className="checkout-tax-invoice">
          <Typography.Text>
            {profile.is_require_tax_invoice
              ? t('checkout.tax.invoiceTo', {
                  name: `${profile.tax_name_one} ${profile.tax_name_two}`.trim(),
                  id: profile.tax_payer_identification_no,
                })
              : t('checkout.tax.noInvoice')}
          </Typography.Text>
          <Button size="small" onClick={choice.openInvoice}>
            {t(profile.is_require_tax_invoice ? 'checkout.tax.editInvoice' : 'checkout.tax.requestInvoice')}
          </Button>
        </div>
      )}
      {option !== 'hidden' && (
        <div className="checkout-withholding">
          <Checkbox
            checked={withholding.requested}
            onChange={(event) => choice.toggleWithholding(event.target.checked)}
          >
            {t('checkout.tax.withholding')}
          </Checkbox>
          <Radio.Group
            aria-label={t('checkout.tax.withholdingPercent')}
            value={withholding.percent}
            disabled={!withholding.requested}
            onChange={(event) => choice.choosePercent(event.target.value as WithholdingPercent)}
            options={WITHHOLDING_PERCENTS.map((percent) => ({
              value: percent,
              label: `${String(percent)}%`,
            }))}
          />
        </div>
      )}
      {signedIn && (
        <ChangePersonTypeModal
          open={choice.modal !== null}
          profile={profile}
          fixedPersonType={choice.modal === 'withholding' ? 'juristic_person' : undefined}
          certificate={certificate}
          onSaved={choice.saved}
          onCancel={choice.close}
        />
      )}
    </section>
  );
};
