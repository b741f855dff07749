import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { shopMessage } from '../../../lib/texts';
import type { Checkout } from '../hooks/use-checkout';
import { CouponEntry } from './coupon-entry';
import { PaymentMethodPicker } from './payment-method-picker';
import { PromotionPicker } from './promotion-picker';
import { ShippingPicker } from './shipping-picker';
import { TaxAndWithholding } from './tax-and-withholding';
import '../../../components/registration-fields/registration.css';

type CheckoutOptionsProps = { checkout: Checkout; visitorAddress?: ReactNode; showTax?: boolean };

/** The buyer's choices: promotion, coupons, payment method, tax invoice and withholding, delivery. */
export const CheckoutOptions = ({ checkout, visitorAddress, showTax = true }: CheckoutOptionsProps) => {
  const { sources, selection, chooser, view, priced } = checkout;
  const settings = sources.settings;
  if (!settings) return null;
  const certificate = settings.register_form.company_certificate;
  const isFree = priced?.total === 0;
  return (
    <>
      <PromotionPicker
        promotions={checkout.promotions}
        chosenId={selection.promotionId}
        currency={sources.currency}
        onChoose={chooser.choosePromotion}
      />
      <CouponEntry
        coupons={selection.coupons}
        refusalsFor={checkout.couponRefusalsFor}
        onAdd={chooser.addCoupon}
        onRemove={chooser.removeCoupon}
      />
      {!isFree && (
        <PaymentMethodPicker
          methods={sources.methods}
          chosenId={selection.paymentMethodId}
          timeLimitText={settings.payment_time_limit_text}
          onChoose={chooser.choosePaymentMethod}
        />
      )}
      {sources.profileFailed && <Alert type="error" title={shopMessage('studentLoadFailed')} />}
      {showTax && (
        <TaxAndWithholding
          signedIn={sources.signedIn}
          profile={sources.profile}
          invoiceEnabled={settings.is_enable_tax && settings.is_enable_tax_invoice}
          option={view?.withholding ?? 'hidden'}
          withholding={selection.withholding}
          certificate={{
            show: certificate.is_enable,
            required: certificate.is_enable && certificate.is_require,
          }}
          onWithholdingChange={chooser.setWithholding}
        />
      )}
      <ShippingPicker
        addressRequired={sources.addressRequired}
        feeRequired={sources.feeRequired}
        signedIn={sources.signedIn}
        addresses={checkout.addresses}
        addressId={selection.addressId}
        onAddress={chooser.chooseAddress}
        fees={sources.fees}
        feeOptionId={selection.feeOptionId}
        onFee={chooser.chooseFeeOption}
        currency={sources.currency}
        visitorAddress={visitorAddress}
      />
    </>
  );
};
