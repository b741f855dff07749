import type { SiteSettings } from '@shop/contract/settings/site-settings';
import type { Database } from '../db/database';
import { siteSettings } from '../db/tables';
import { updateSiteSettings } from '../modules/settings/settings.service';

/** Changes the shop's settings for a test, as the back office would. */
export const setSettings = (db: Database, changes: Partial<SiteSettings>) => updateSiteSettings(db, changes);

/** Back to every default. */
export const resetSettings = async (db: Database) => {
  await db.delete(siteSettings);
  await updateSiteSettings(db, {});
};
