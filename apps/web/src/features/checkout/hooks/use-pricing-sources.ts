import type { SessionUser } from '@shop/contract/auth/session-user';
import type { Currency } from '@shop/domain/money/currency';
import type { TaxBuyer } from '@shop/domain/pricing/price-order-types';
import { requiresShippingAddress, requiresShippingFee } from '@shop/domain/shipping/shipping-requirements';
import { useSiteSettings } from '../../settings/api/site-settings';
import { usePaymentMethods } from '../api/list-payment-methods';
import { useOwnedCourses } from '../api/list-owned-courses';
import { usePlans } from '../api/list-plans';
import { usePromotions } from '../api/list-promotions';
import { useShippingFees } from '../api/list-shipping-fees';
import { useStudentProfile } from '../api/get-student-profile';
import type { CheckoutLine } from '../lib/checkout-types';

const VISITOR_BUYER: TaxBuyer = { requiresTaxInvoice: false, personType: 'normal_person' };

/** Everything the price of these lines depends on, loaded for this viewer. */
export const usePricingSources = (
  lines: readonly CheckoutLine[],
  user: SessionUser | null | undefined,
  currency: Currency,
) => {
  const signedIn = Boolean(user);
  const settings = useSiteSettings();
  const plans = usePlans(lines.map((line) => line.courseId));
  const owned = useOwnedCourses(signedIn);
  const promotions = usePromotions();
  const methods = usePaymentMethods();
  const profile = useStudentProfile(signedIn);
  const addressRequired = requiresShippingAddress(lines);
  const feeRequired = requiresShippingFee(lines);
  const fees = useShippingFees(feeRequired);

  const buyer: TaxBuyer = profile.data
    ? { requiresTaxInvoice: profile.data.is_require_tax_invoice, personType: profile.data.tax_person_type }
    : VISITOR_BUYER;
  const loading =
    settings.isPending ||
    (lines.length > 0 && plans.isPending) ||
    promotions.isPending ||
    methods.isPending ||
    (signedIn && (owned.isPending || profile.isPending));

  return {
    signedIn,
    settings: settings.data,
    currency,
    plans: plans.data ?? [],
    ownedCourseIds: owned.ownedCourseIds,
    promotions: promotions.data ?? [],
    methods: methods.data ?? [],
    profile: profile.data ?? null,
    buyer,
    fees: fees.data ?? [],
    addressRequired,
    feeRequired,
    loading,
    failed: settings.isError || plans.isError || promotions.isError || methods.isError,
    profileFailed: profile.isError,
  };
};

export type PricingSources = ReturnType<typeof usePricingSources>;
