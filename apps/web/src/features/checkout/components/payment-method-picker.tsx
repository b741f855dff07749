import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicPaymentMethod } from '@shop/contract/catalog/payment-method';
import { groupPaymentMethods } from '@shop/domain/payments/payment-method-groups';
import { BankAccounts } from '../../../components/bank-accounts';
import { RadioGroup } from '../../../components/ui/radio-group';
import { placedLogos, type PlacedLogo } from '../lib/method-logos';
import '../checkout-options.css';

// The logos are a chunk of their own: nothing of them loads before a payment box is shown.
const PaymentMethodLogos = lazy(() =>
  import('./payment-method-logos').then((module) => ({ default: module.PaymentMethodLogos })),
);

/**
 * The room a method's logos take, kept while their code arrives: rows that grew as the logos
 * landed moved the methods below them under a buyer's finger, and the tap chose another method.
 */
const LogoRoom = ({ logos }: { logos: readonly PlacedLogo[] }) => (
  <span className="payment-method-logos" aria-hidden="true">
    {logos.map(({ key, width, height }) => (
      <span key={key} className="payment-logo-room" style={{ width, height }} />
    ))}
  </span>
);

const MethodLogos = ({ method }: { method: PublicPaymentMethod }) => {
  const logos = placedLogos(method);
  if (logos.length === 0) return null;
  return (
    <Suspense fallback={<LogoRoom logos={logos} />}>
      <PaymentMethodLogos logos={logos} />
    </Suspense>
  );
};

type PaymentMethodPickerProps = {
  methods: readonly PublicPaymentMethod[];
  chosenId: number | null;
  timeLimitText: string;
  onChoose: (methodId: number) => void;
};

/**
 * The payment box (spec 2): the methods with their logos in groups under headings (cards, QR and
 * PromptPay, bank transfer, other gateways), the first chosen by default, and the bank list for
 * method 1.
 */
export const PaymentMethodPicker = ({
  methods,
  chosenId,
  timeLimitText,
  onChoose,
}: PaymentMethodPickerProps) => {
  const { t, i18n } = useTranslation();
  const chosen = methods.find((method) => method.id === chosenId);
  return (
    <section className="checkout-section" aria-labelledby="checkout-payment-title">
      <h2 className="checkout-section-title" id="checkout-payment-title">
        {t('checkout.payment.title')}
      </h2>
      <RadioGroup
        className="checkout-choices"
        aria-labelledby="checkout-payment-title"
        value={chosenId}
        onChange={onChoose}
        sections={groupPaymentMethods(methods).map(({ group, methods: inGroup }) => ({
          key: group,
          title: t(`checkout.payment.groups.${group}`),
          options: inGroup.map((method) => ({
            value: method.id,
            label: (
              <>
                <span className="payment-choice-name">
                  {i18n.language === 'en' ? method.name_web : method.name}
                </span>
                <MethodLogos method={method} />
              </>
            ),
          })),
        }))}
      />
      {chosen?.id === 1 && chosen.bankList.length > 0 && <BankAccounts accounts={chosen.bankList} />}
      {timeLimitText && <p className="text-secondary checkout-note">{timeLimitText}</p>}
    </section>
  );
};
