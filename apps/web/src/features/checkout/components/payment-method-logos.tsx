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
import type { PublicPaymentMethod } from '@shop/contract/catalog/payment-method';
import { BankLogo } from '../../../components/bank-logo';
import { methodLogos, type MethodLogo } from '../lib/method-logos';
import { InstallmentGlyph, QrGlyph } from './method-glyphs';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const CARDS: Readonly<Record<'visa' | 'mastercard' | 'jcb' | 'unionpay', { Icon: Icon; name: string }>> = {
  visa: { Icon: Visa, name: 'Visa' },
  mastercard: { Icon: Mastercard, name: 'Mastercard' },
  jcb: { Icon: JCB, name: 'JCB' },
  unionpay: { Icon: UnionPay, name: 'UnionPay' },
};

const HEIGHT = 24;

const Logo = ({ logo }: { logo: MethodLogo }) => {
  const { t } = useTranslation();
  switch (logo.kind) {
    case 'card': {
      const { Icon, name } = CARDS[logo.brand];
      return <Icon role="img" aria-label={name} width={36} height={HEIGHT} />;
    }
    case 'paypal':
      return <PayPal role="img" aria-label="PayPal" width={36} height={HEIGHT} />;
    case 'bank':
      return <BankLogo code={logo.code} size={HEIGHT} label={logo.name} />;
    case 'promptpay':
      return (
        <img
          src={PromptPay}
          alt={t('checkout.payment.logos.promptPay')}
          height={HEIGHT}
          width={HEIGHT}
          loading="lazy"
        />
      );
    case 'thaiQr':
      return <QrGlyph label={t('checkout.payment.logos.thaiQr')} size={HEIGHT} />;
    case 'installment':
      return <InstallmentGlyph label={t('checkout.payment.logos.installment')} size={HEIGHT} />;
  }
};

/** The logos beside a payment method's name. */
export const PaymentMethodLogos = ({ method }: { method: PublicPaymentMethod }) => {
  const logos = methodLogos(method);
  if (logos.length === 0) return null;
  return (
    <span className="payment-method-logos">
      {logos.map((logo) => (
        <Logo
          key={logo.kind === 'card' ? logo.brand : logo.kind === 'bank' ? logo.code : logo.kind}
          logo={logo}
        />
      ))}
    </span>
  );
};
