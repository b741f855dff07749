import type { Widen } from '../../widen';
import { settingsFieldsEn, settingsFieldsTh } from './settings-fields-texts';
import { settingsListsEn, settingsListsTh } from './settings-lists-texts';

/** Texts of the back office's settings pages: `admin.settings.*`. */
export const settingsTh = {
  settings: { ...settingsFieldsTh, ...settingsListsTh },
};

export const settingsEn: Widen<typeof settingsTh> = {
  settings: { ...settingsFieldsEn, ...settingsListsEn },
};
