import type { CustomLabel } from '@shop/domain/validation/custom-labels';
import type { FieldSetting, RegistrationOptions } from '@shop/domain/validation/registration';
import type { RegisterForm, SiteSettings } from '../settings/site-settings';

type RegistrationSettings = Pick<
  SiteSettings,
  | 'register_form'
  | 'is_enable_user_group'
  | 'is_student_select_group'
  | 'is_enable_tax'
  | 'is_enable_tax_invoice'
>;

const fieldSetting = (rule: RegisterForm['firstname']): FieldSetting => ({
  isEnable: rule.is_enable,
  isRequire: rule.is_require,
});

/**
 * The domain's registration options from the site's settings and custom labels: the browser
 * checks the form with exactly the rules the server then applies.
 */
export const registrationOptionsFrom = (
  settings: RegistrationSettings,
  customLabels: readonly CustomLabel[],
  /** A member picks a username and password; a purchase without registration does not. */
  isMember: boolean,
): RegistrationOptions => {
  const form = settings.register_form;
  return {
    registerForm: {
      firstname: fieldSetting(form.firstname),
      lastname: fieldSetting(form.lastname),
      nickname: fieldSetting(form.nickname),
      tel: fieldSetting(form.tel),
      address: fieldSetting(form.address),
      imageProfile: fieldSetting(form.image_profile),
      companyCertificate: fieldSetting(form.company_certificate),
    },
    // The domain checks username, password and confirmation under this name.
    isLayoutFour: isMember,
    userGroups: {
      enabled: settings.is_enable_user_group,
      mustPick: settings.is_enable_user_group && settings.is_student_select_group,
    },
    customLabels,
    taxInvoiceEnabled: settings.is_enable_tax && settings.is_enable_tax_invoice,
  };
};
