import type { ValidationMessages } from './messages';
import { registrationSchema, type RegistrationOptions } from './registration';

/** The site settings that shape the profile form: the registration form's fields and custom labels. */
export type ProfileOptions = Pick<RegistrationOptions, 'registerForm' | 'customLabels'>;

/**
 * The main data a student edits in their account, under the rules they registered with: the
 * registerForm fields, the e-mail and the shop's own fields. The username, password, user group
 * and tax invoice each have their own form (or none), so their rules are left out here.
 */
export const profileSchema = (options: ProfileOptions, texts: ValidationMessages) =>
  registrationSchema(
    {
      ...options,
      isLayoutFour: false,
      userGroups: { enabled: false, mustPick: false },
      taxInvoiceEnabled: false,
    },
    texts,
  );
