import { paymentMarksOf } from '@shop/domain/payments/payment-marks';
import { contactLinksOf } from '@shop/domain/settings/contact-links';
import { usePaymentMethods } from '../../features/checkout/api/list-payment-methods';
import { useSiteSettings } from '../../features/settings/api/site-settings';

/**
 * What the footer shows: the ways to reach the shop it has given in its settings, and the marks
 * of the payment methods it has switched on (the checkout's own list, so both agree).
 */
export const useShopFooter = () => {
  const settings = useSiteSettings().data;
  const methods = usePaymentMethods().data ?? [];
  const contacts = settings
    ? contactLinksOf({
        address: settings.contact_address,
        tel: settings.contact_tel,
        email: settings.contact_email,
        line: settings.contact_line,
        facebook: settings.contact_facebook,
      })
    : [];
  return { contacts, marks: paymentMarksOf(methods.map((method) => method.id)) };
};
