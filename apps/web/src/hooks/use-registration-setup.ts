import { customLabelNameIn } from '@shop/contract/accounts/registration-form';
import { registrationOptionsFrom } from '@shop/contract/accounts/registration-options';
import type { RegistrationOptions } from '@shop/domain/validation/registration';
import { currentLocale } from '../lib/texts';
import { useSiteSettings } from '../features/settings/api/site-settings';
import { useCustomLabels } from '../features/registration/api/list-custom-labels';
import { useUserGroups } from '../features/registration/api/list-user-groups';

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
    settings.data && labels.data
      ? registrationOptionsFrom(
          settings.data,
          labels.data.map((label) => ({
            id: label.id,
            typeLabel: label.type_label,
            label: customLabelNameIn(label, currentLocale()),
            required: label.required,
          })),
          member,
        )
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
