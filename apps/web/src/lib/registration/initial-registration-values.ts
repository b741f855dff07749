import type { UserGroup } from './user-group';
import type { RegistrationValues } from './registration-values';

/** A new form's values: the default user group, a normal person, the invoice sent to the tax address. */
export const initialRegistrationValues = (groups: readonly UserGroup[]): RegistrationValues => ({
  user_group_id: groups.find((group) => group.is_default)?.id ?? null,
  is_require_tax_invoice: false,
  tax_person_type: 'normal_person',
  tax_is_delivery_by_tax_address: true,
});
