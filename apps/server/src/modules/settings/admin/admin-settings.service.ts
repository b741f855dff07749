import type { SiteSettings } from '@shop/contract/settings/site-settings';
import type { Database, Queryable } from '../../../db/database';
import { readSettingsDocument } from '../settings.repository';
import { parseSettings, updateSiteSettings } from '../settings.service';
import { recordAudit } from '../../audit/index';
import { publicImagePort } from './public-image-port';

const only = (settings: SiteSettings, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, settings[key as keyof SiteSettings]]));

/** A bare upload name (not a path or an address, which the shop may point at as they are). */
const isUploadName = (value: string) => !/^https?:\/\//i.test(value) && !value.startsWith('/');

/**
 * Pictures the request newly names must be public images the shop stores. The social share
 * image is kept as the 600 × 314 copy the upload made of it (what crawlers are told it measures).
 */
const checkPictures = async (
  tx: Queryable,
  changes: Partial<SiteSettings>,
  before: SiteSettings,
): Promise<Partial<SiteSettings>> => {
  const favicon = changes.photo_favicon;
  if (favicon && favicon !== before.photo_favicon && isUploadName(favicon))
    await publicImagePort.call(tx, 'photo_favicon', favicon);
  const social = changes.social_share_image;
  if (!social || social === before.social_share_image || !isUploadName(social)) return changes;
  const image = await publicImagePort.call(tx, 'social_share_image', social);
  return { ...changes, social_share_image: image.variants.social ?? image.fileName };
};

/** An administrator changes some settings; the audit row keeps those settings before and after. */
export const changeSettingsAsAdmin = (db: Database, adminId: number, changes: Partial<SiteSettings>) =>
  db.transaction(async (tx) => {
    const keys = Object.keys(changes);
    const before = parseSettings(await readSettingsDocument(tx));
    const after = await updateSiteSettings(db, await checkPictures(tx, changes, before), tx);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'settings.update',
      entityType: 'settings',
      entityId: 1,
      before: only(before, keys),
      after: only(after, keys),
    });
    return after;
  });
