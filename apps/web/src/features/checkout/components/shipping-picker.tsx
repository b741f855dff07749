import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShippingAddress, ShippingFeeOption } from '@shop/contract/shipping/shipping';
import type { Currency } from '@shop/domain/money/currency';
import { lazyWithAntd } from '../../../app/lazy-with-antd';
import { usePartOpening } from '../../../app/lazy-part';
import { PriceText } from '../../../components/price-text';
import { Button } from '../../../components/ui/button';
import { OutlineIcon } from '../../../components/ui/outline-icon';
import { RadioGroup } from '../../../components/ui/radio-group';
import '../checkout-options.css';

const ADDRESS_FORM = 'checkout-address-form';

// The new-address form (Ant Design's Form with its validation) loads with Ant Design when the
// buyer asks to add an address, never with the cart.
const AddressFormModal = lazyWithAntd(
  ADDRESS_FORM,
  async () => (await import('./address-form-modal')).AddressFormModal,
);

type ShippingPickerProps = {
  addressRequired: boolean;
  feeRequired: boolean;
  signedIn: boolean;
  addresses: readonly ShippingAddress[];
  addressId: number | null;
  onAddress: (addressId: number) => void;
  fees: readonly ShippingFeeOption[];
  feeOptionId: number | null;
  onFee: (feeOptionId: number) => void;
  currency: Currency;
  /** What a visitor sees instead of the address list (the purchase block's address fields). */
  visitorAddress?: ReactNode;
};

const addressText = (address: ShippingAddress) =>
  [
    address.recipient_name,
    address.tel,
    address.address,
    address.subdistrict,
    address.district,
    address.province,
    address.postcode,
  ]
    .filter((part) => part.trim() !== '')
    .join(', ');

/** Delivery address and shipping fee option, shown when the domain says the order needs them. */
export const ShippingPicker = (props: ShippingPickerProps) => {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const addressForm = usePartOpening(ADDRESS_FORM, () => setAdding(true));
  if (!props.addressRequired && !props.feeRequired) return null;
  return (
    <section className="checkout-section" aria-labelledby="checkout-shipping-title">
      <h2 className="checkout-section-title" id="checkout-shipping-title">
        {t('checkout.shipping.title')}
      </h2>
      {props.addressRequired &&
        !props.signedIn &&
        (props.visitorAddress ?? <p className="text-secondary">{t('checkout.shipping.signInForAddress')}</p>)}
      {props.addressRequired && props.signedIn && (
        <>
          <RadioGroup
            className="checkout-choices"
            aria-label={t('checkout.shipping.address')}
            value={props.addressId}
            onChange={props.onAddress}
            options={props.addresses.map((address) => ({ value: address.id, label: addressText(address) }))}
          />
          {props.addresses.length === 0 && (
            <p className="text-secondary">{t('checkout.shipping.noAddress')}</p>
          )}
          <Button
            loading={addressForm.isOpening}
            icon={
              <OutlineIcon>
                <path d="M12 5v14M5 12h14" />
              </OutlineIcon>
            }
            onClick={addressForm.open}
          >
            {t('checkout.shipping.addAddress')}
          </Button>
          {adding && (
            <Suspense fallback={null}>
              <AddressFormModal
                open
                onCancel={() => setAdding(false)}
                onCreated={(address) => {
                  setAdding(false);
                  props.onAddress(address.id);
                }}
              />
            </Suspense>
          )}
        </>
      )}
      {props.feeRequired && (
        <RadioGroup
          className="checkout-choices"
          aria-label={t('checkout.shipping.fee')}
          value={props.feeOptionId}
          onChange={props.onFee}
          options={props.fees.map((fee) => ({
            value: fee.id,
            label: (
              <>
                {fee.name}{' '}
                <PriceText
                  amount={props.currency === 'USD' ? (fee.fee_usd ?? 0) : fee.fee}
                  currency={props.currency}
                />
              </>
            ),
          }))}
        />
      )}
    </section>
  );
};
