import { ErrorCode } from '@shop/domain/errors/error-codes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { methodAmountRefusal } from '@shop/domain/pricing/payment-method-rules';
import { useNotify } from '../../../hooks/use-notify';
import { toMajor, trackEcommerce } from '../../../lib/analytics';
import { useRegistrationSteps } from '../../../hooks/use-registration-steps';
import { useCreateShippingAddress } from '../api/create-shipping-address';
import { analyticsItemsOf } from '../lib/analytics-items';
import { methodMinimumText } from '../lib/method-minimum-text';
import type { PurchaseBlock, PurchaseValues } from './use-purchase-block';

const ADDRESS_FIELDS = [
  'recipient_name',
  'tel',
  'address',
  'subdistrict',
  'district',
  'province',
  'postcode',
];

/**
 * Layout four's registration flow (spec 1 section 4), in order: validate; upload the images; post
 * the student, which signs them in; check the price and promotion and the card minimum; create the
 * order; then the confirmation e-mail. The price checks also run before the account is made, so a
 * buyer is never left with an account and an order that cannot be made. `sending` is the
 * specification's registration-sending flag: set during the submit, cleared when it fails.
 */
export const useLayoutFourFlow = (block: PurchaseBlock) => {
  const steps = useRegistrationSteps(block.form, block.setup);
  const createAddress = useCreateShippingAddress();
  const [sending, setSending] = useState(false);
  const { notification, notifyKind, notifyError } = useNotify();
  const { t } = useTranslation();
  const { checkout } = block;

  /** Everything that can be checked before anything is written; false after showing why not. */
  const validate = async (values: PurchaseValues): Promise<boolean> => {
    if (block.planId === null) {
      notifyKind('notFoundPricing');
      return false;
    }
    if (!block.signedIn) {
      if (block.mode === 'login') {
        notification.info({ title: t('checkout.purchase.loginFirst'), duration: 5 });
        return false;
      }
      if (!steps.validate(values, { member: block.mode === 'member', layoutFour: true })) return false;
      if (checkout.sources.addressRequired) {
        const valid = await block.form
          .validateFields(ADDRESS_FIELDS.map((field) => ['shipping', field]))
          .then(
            () => true,
            () => false,
          );
        if (!valid) {
          notifyKind('requiredShippingAddress');
          return false;
        }
      }
    }
    return pricesCheck();
  };

  const pricesCheck = (): boolean => {
    const result = checkout.view?.result;
    if (!result) return false;
    if (!result.ok) {
      checkout.showRefusals(result.refusals);
      return false;
    }
    const { total, currency } = result.value;
    const belowMinimum = methodAmountRefusal(checkout.selection.paymentMethodId, total, currency);
    if (belowMinimum) {
      notification.warning({ title: methodMinimumText(belowMinimum), duration: 5 });
      return false;
    }
    trackEcommerce('begin_checkout', {
      currency: result.value.currency,
      value: toMajor(result.value.total),
      items: analyticsItemsOf(block.lines, result.value),
    });
    return true;
  };

  /** Registers a visitor (and saves their delivery address); false when a step failed. */
  const register = async (values: PurchaseValues): Promise<{ addressId: number | null } | null> => {
    const mode = { member: block.mode === 'member', layoutFour: true };
    const payload = await steps.upload(values, mode);
    if (!payload || !(await steps.post(payload))) return null;
    block.registeredHere.current = true;
    if (!checkout.sources.addressRequired || !values.shipping) return { addressId: null };
    try {
      return { addressId: (await createAddress.mutateAsync(values.shipping)).id };
    } catch (error) {
      notifyError(error);
      return null;
    }
  };

  const submit = async () => {
    if (sending) return;
    const values = block.form.getFieldsValue(true) as PurchaseValues;
    if (!(await validate(values))) return;
    setSending(true);
    const registered = block.signedIn ? { addressId: checkout.selection.addressId } : await register(values);
    const placed = registered ? await checkout.placeOrder({ addressId: registered.addressId }) : false;
    if (!placed) setSending(false);
  };

  return {
    submit,
    sending: sending || checkout.creating,
    recheck: steps.recheck,
    refusal: steps.refusal,
    /** The e-mail typed already has an account: the block tells the buyer how to go on. */
    isKnownEmail: steps.refusedCode === ErrorCode.DUPLICATE_EMAIL,
  };
};
