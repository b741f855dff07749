import { useTranslation } from 'react-i18next';
import jcb from 'payment-icons/min/flat/jcb.svg?no-inline';
import mastercard from 'payment-icons/min/flat/mastercard.svg?no-inline';
import paypal from 'payment-icons/min/flat/paypal.svg?no-inline';
import visa from 'payment-icons/min/flat/visa.svg?no-inline';
import type { FooterMark } from '@shop/domain/payments/payment-marks';
import bankTransfer from '../assets/payment-logos/bank-transfer.svg?no-inline';
import promptpay from '../assets/payment-logos/promptpay.svg?no-inline';

/**
 * Each mark's picture: a small SVG file, fingerprinted by the build and cached for good, never
 * inlined into the script every page loads. Brand names are not translated.
 */
const LOGOS: Readonly<Record<FooterMark, { src: string; name: string | null }>> = {
  promptpay: { src: promptpay, name: 'PromptPay' },
  visa: { src: visa, name: 'Visa' },
  mastercard: { src: mastercard, name: 'Mastercard' },
  jcb: { src: jcb, name: 'JCB' },
  paypal: { src: paypal, name: 'PayPal' },
  'bank-transfer': { src: bankTransfer, name: null },
};

/** The logos of the ways a buyer can pay, as a labelled list. */
export const PaymentLogos = ({ marks, label }: { marks: readonly FooterMark[]; label: string }) => {
  const { t } = useTranslation();
  if (marks.length === 0) return null;
  return (
    <ul className="payment-logos" aria-label={label}>
      {marks.map((mark) => (
        <li key={mark}>
          <img
            src={LOGOS[mark].src}
            alt={LOGOS[mark].name ?? t('footer.bankTransfer')}
            width={48}
            height={30}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
};
