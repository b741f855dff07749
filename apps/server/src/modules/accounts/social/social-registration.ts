import type { RegistrationBody } from '@shop/contract/accounts/registration';
import { registrationSchema } from '@shop/domain/validation/registration';
import { messages } from '@shop/domain/validation/messages';
import type { Database } from '../../../db/database';
import { getSiteSettings } from '../../settings/index';
import { toFieldIssues } from '../field-issues';
import { registrationOptions } from '../registration-input';
import { listFormCustomLabels } from '../registration-form.service';
import type { ProviderProfile } from './provider-profile';

/**
 * What the provider gave, as the registration form names it. A social account chooses no
 * username or password, so it is read as a registration without them (the layout-four form's
 * rules for those two), while the account itself is a member's.
 */
export const providerGivenFields = (profile: Pick<ProviderProfile, 'email' | 'name'>): RegistrationBody => {
  const [firstname = '', ...rest] = profile.name.trim().split(/\s+/);
  return {
    email: profile.email,
    firstname: firstname === '' ? null : firstname,
    lastname: rest.length === 0 ? null : rest.join(' '),
    is_registration_layout_four: true,
    username: null,
    password: null,
  };
};

/**
 * The registration fields the shop's form refuses when only the provider's answer fills it: what
 * the buyer is asked before the account exists (often the e-mail from LINE, or a required phone).
 */
export const missingRegistrationFields = async (
  db: Database,
  profile: Pick<ProviderProfile, 'email' | 'name'>,
  locale: 'th' | 'en',
): Promise<string[]> => {
  const settings = await getSiteSettings(db);
  const labels = await listFormCustomLabels(db);
  const options = registrationOptions(settings, labels, false, locale);
  const parsed = registrationSchema(options, messages[locale]).safeParse(providerGivenFields(profile));
  if (parsed.success) return [];
  return [...new Set(toFieldIssues(parsed.error.issues).map((issue) => issue.path))];
};
