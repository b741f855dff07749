import PromptPay from 'thai-banks-logo/icons/PromptPay.png';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import {
  JCB,
  Mastercard,
  PayPal,
  UnionPay,
  Visa,
} from 'react-svg-credit-card-payment-icons/icons/flat-rounded';
import { BankLogo } from '../../../components/bank-logo';
import type { PlacedLogo } from '../lib/method-logos';
import { InstallmentGlyph, QrGlyph } from './method-glyphs';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const CARDS: Readonly<Record<'visa' | 'mastercard' | 'jcb' | 'unionpay', { Icon: Icon; name: string }>> = {
  visa: { Icon: Visa, name: 'Visa' },
  mastercard: { Icon: Mastercard, name: 'Mastercard' },
  jcb: { Icon: JCB, name: 'JCB' },
  unionpay: { Icon: UnionPay, name: 'UnionPay' },
};

const Logo = ({ placed: { logo, width, height } }: { placed: PlacedLogo }) => {
  const { t } = useTranslation();
  switch (logo.kind) {
    case 'card': {
      const { Icon, name } = CARDS[logo.brand];
      return <Icon role="img" aria-label={name} width={width} height={height} />;
    }
    case 'paypal':
      return <PayPal role="img" aria-label="PayPal" width={width} height={height} />;
    case 'bank':
      return <BankLogo code={logo.code} size={height} label={logo.name} />;
    case 'promptpay':
      return (
        <img
          src={PromptPay}
          alt={t('checkout.payment.logos.promptPay')}
          height={height}
          width={width}
          loading="lazy"
        />
      );
    case 'thaiQr':
      return <QrGlyph label={t('checkout.payment.logos.thaiQr')} size={height} />;
    case 'installment':
      return <InstallmentGlyph label={t('checkout.payment.logos.installment')} size={height} />;
  }
};

/** The logos beside a payment method's name, in the room the picker gave them. */
export const PaymentMethodLogos = ({ logos }: { logos: readonly PlacedLogo[] }) => (
  <span className="payment-method-logos">
    {logos.map((placed) => (
      <Logo key={placed.key} placed={placed} />
    ))}
  </span>
);
