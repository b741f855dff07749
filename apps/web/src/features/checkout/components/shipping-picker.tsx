import { PlusOutlined } from '@ant-design/icons';
import { Button, Radio, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShippingAddress, ShippingFeeOption } from '@shop/contract/shipping/shipping';
import type { Currency } from '@shop/domain/money/currency';
import { PriceText } from '../../../components/price-text';
import { AddressFormModal } from './address-form-modal';

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
  if (!props.addressRequired && !props.feeRequired) return null;
  return (
    <section className="checkout-section" aria-labelledby="checkout-shipping-title">
      <Typography.Title level={5} id="checkout-shipping-title">
        {t('checkout.shipping.title')}
      </Typography.Title>
      {props.addressRequired &&
        !props.signedIn &&
        (props.visitorAddress ?? (
          <Typography.Paragraph type="secondary">
            {t('checkout.shipping.signInForAddress')}
          </Typography.Paragraph>
        ))}
      {props.addressRequired && props.signedIn && (
        <>
          <Radio.Group
            className="checkout-choices"
            aria-label={t('checkout.shipping.address')}
            value={props.addressId}
            onChange={(event) => props.onAddress(event.target.value as number)}
            options={props.addresses.map((address) => ({ value: address.id, label: addressText(address) }))}
          />
          {props.addresses.length === 0 && (
            <Typography.Paragraph type="secondary">{t('checkout.shipping.noAddress')}</Typography.Paragraph>
          )}
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('checkout.shipping.addAddress')}
          </Button>
          <AddressFormModal
            open={adding}
            onCancel={() => setAdding(false)}
            onCreated={(address) => {
              setAdding(false);
              props.onAddress(address.id);
            }}
          />
        </>
      )}
      {props.feeRequired && (
        <Radio.Group
          className="checkout-choices"
          aria-label={t('checkout.shipping.fee')}
          value={props.feeOptionId}
          onChange={(event) => props.onFee(event.target.value as number)}
        >
          {props.fees.map((fee) => (
            <Radio key={fee.id} value={fee.id}>
              {fee.name}{' '}
              <PriceText
                amount={props.currency === 'USD' ? (fee.fee_usd ?? 0) : fee.fee}
                currency={props.currency}
              />
            </Radio>
          ))}
        </Radio.Group>
      )}
    </section>
  );
};
