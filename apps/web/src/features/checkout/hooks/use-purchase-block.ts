import { Form } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@shop/contract/catalog/course-detail';
import type { ShippingAddressBody } from '@shop/contract/shipping/shipping';
import type { TaxPersonType } from '@shop/domain/validation/messages';
import { currentLocale } from '../../../lib/texts';
import { useCurrentUser } from '../../auth/api/current-user';
import { useRegistrationSetup } from '../../../hooks/use-registration-setup';
import type { RegistrationValues } from '../../../lib/registration/registration-values';
import { useSiteSettings } from '../../settings/api/site-settings';
import { useOwnedCourses } from '../api/list-owned-courses';
import { usePlans } from '../api/list-plans';
import type { BuyerMode } from '../components/login-info';
import type { CheckoutLine } from '../lib/checkout-types';
import { planChoices } from '../lib/plan-options';
import { useCheckout } from './use-checkout';
import { useRegistrationMailStep } from './use-registration-mail-step';

/** The purchase block's form: the registration fields and, for a visitor, a delivery address. */
export type PurchaseValues = RegistrationValues & { shipping?: ShippingAddressBody };

/** State of layout four's purchase-without-registration block for one course. */
export const usePurchaseBlock = (course: CourseDetail) => {
  const { i18n } = useTranslation();
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const settings = useSiteSettings();
  const [form] = Form.useForm<PurchaseValues>();
  const [mode, setMode] = useState<BuyerMode>('guest');
  // Spec 2: the picker's selection resets when the language of the texts changes.
  const [chosen, setChosen] = useState<{ planId: number; language: string } | null>(null);
  const setup = useRegistrationSetup();
  const mail = useRegistrationMailStep();
  const registeredHere = useRef(false);

  const plans = usePlans([course.id]);
  const owned = useOwnedCourses(signedIn);
  const currency = settings.data?.registration_currency ?? 'THB';
  const choices = planChoices(
    plans.data ?? [],
    course.id,
    { isLoggedIn: signedIn, ownedCourseIds: owned.ownedCourseIds, canRenew: course.can_renew },
    currency,
    currentLocale(),
  );
  const enabled = choices.filter((choice) => !choice.disabled);
  const fallbackPlan = (enabled.find((choice) => choice.plan.isDefault) ?? enabled[0])?.value ?? null;
  const chosenPlanId = chosen?.language === i18n.language ? chosen.planId : null;
  const planId = enabled.some((choice) => choice.value === chosenPlanId) ? chosenPlanId : fallbackPlan;
  const choosePlan = (id: number) => setChosen({ planId: id, language: i18n.language });

  const lines = useMemo<CheckoutLine[]>(
    () => [
      {
        courseId: course.id,
        name: course.courseDescription.title,
        courseType: course.courseType,
        quantity: 1,
        planId,
        freeBook: course.free_book,
        freeBookType: course.free_book_type,
        productFree: course.product_free,
      },
    ],
    [course, planId],
  );

  const wantsInvoice = Form.useWatch<boolean | undefined>('is_require_tax_invoice', form);
  const personType = Form.useWatch<TaxPersonType | undefined>('tax_person_type', form);
  const checkout = useCheckout(lines, user.data, {
    currency,
    layoutFour: true,
    // A visitor's tax details are those being typed; they become the profile on registration.
    buyer: signedIn
      ? undefined
      : { requiresTaxInvoice: Boolean(wantsInvoice), personType: personType ?? 'normal_person' },
    onCreated: async () => {
      if (!registeredHere.current) return;
      const values = form.getFieldsValue(true) as PurchaseValues;
      await mail.send(values);
    },
  });

  return {
    course,
    user: user.data,
    signedIn,
    form,
    mode,
    setMode,
    choices,
    planId,
    choosePlan,
    lines,
    checkout,
    setup,
    registeredHere,
    settings: settings.data,
  };
};

export type PurchaseBlock = ReturnType<typeof usePurchaseBlock>;
