import type { RegisterForm } from '@shop/contract/settings/site-settings';
import type { FieldSetting, RegistrationOptions } from '@shop/domain/validation/registration';
import { useSiteSettings } from '../../settings/api/site-settings';
import { useCustomLabels } from '../api/list-custom-labels';
import { useUserGroups } from '../api/list-user-groups';

const setting = (rule: RegisterForm['firstname']): FieldSetting => ({
  isEnable: rule.is_enable,
  isRequire: rule.is_require,
});

/**
 * What shapes the registration form: the registerForm switches, custom labels, user groups and
 * the tax-invoice switch, and the domain's options built from them exactly as the server builds them.
 */
export const useRegistrationSetup = () => {
  const settings = useSiteSettings();
  const labels = useCustomLabels();
  const pickGroup = Boolean(settings.data?.is_enable_user_group && settings.data.is_student_select_group);
  const groups = useUserGroups(pickGroup);
  const form = settings.data?.register_form;
  const taxInvoiceEnabled = Boolean(settings.data?.is_enable_tax && settings.data.is_enable_tax_invoice);

  const optionsFor = (member: boolean): RegistrationOptions | null =>
    form && labels.data
      ? {
          registerForm: {
            firstname: setting(form.firstname),
            lastname: setting(form.lastname),
            nickname: setting(form.nickname),
            tel: setting(form.tel),
            address: setting(form.address),
            imageProfile: setting(form.image_profile),
            companyCertificate: setting(form.company_certificate),
          },
          isLayoutFour: member,
          userGroups: { enabled: Boolean(settings.data?.is_enable_user_group), mustPick: pickGroup },
          customLabels: labels.data.map((label) => ({
            id: label.id,
            typeLabel: label.type_label,
            label: label.label,
            required: label.required,
          })),
          taxInvoiceEnabled,
        }
      : null;

  return {
    ready: Boolean(form && labels.data && (!pickGroup || groups.data)),
    failed: settings.isError || labels.isError || groups.isError,
    registerForm: form,
    labels: labels.data ?? [],
    groups: groups.data ?? [],
    pickGroup,
    taxInvoiceEnabled,
    optionsFor,
  };
};

export type RegistrationSetup = ReturnType<typeof useRegistrationSetup>;
