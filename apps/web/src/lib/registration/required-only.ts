import type { RegisterForm } from '@shop/contract/settings/site-settings';

/** The parts of the registration setup that decide which fields are shown. */
export type AskedFields<Label extends { required: boolean }> = {
  registerForm: RegisterForm | undefined;
  labels: readonly Label[];
  taxInvoiceEnabled: boolean;
};

/**
 * Only what the shop requires, for a buyer registering to finish an order: fields switched on but
 * optional, optional custom labels and the tax-invoice part are left out (a tax invoice is asked
 * in the checkout itself, and the rest can be added in the profile). E-mail, the login data, a
 * user group the buyer must pick and every required field stay; the rules checked are the shop's
 * own, which never require a field left out here.
 */
export const requiredOnly = <Label extends { required: boolean }, Setup extends AskedFields<Label>>(
  setup: Setup,
): Setup => ({
  ...setup,
  registerForm: setup.registerForm && requiredOnlyForm(setup.registerForm),
  labels: setup.labels.filter((label) => label.required),
  taxInvoiceEnabled: false,
});

/** Whether `requiredOnly` leaves anything out, so the form offers to show the rest. */
export const hasOptionalFields = <Label extends { required: boolean }>(setup: AskedFields<Label>): boolean =>
  setup.taxInvoiceEnabled ||
  setup.labels.some((label) => !label.required) ||
  Object.values(setup.registerForm ?? {}).some((rule) => rule.is_enable && !rule.is_require);

const requiredOnlyForm = (form: RegisterForm): RegisterForm =>
  Object.fromEntries(
    Object.entries(form).map(([field, rule]) => [
      field,
      { is_enable: rule.is_enable && rule.is_require, is_require: rule.is_require },
    ]),
  ) as RegisterForm;
