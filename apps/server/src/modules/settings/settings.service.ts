import { siteSettingsSchema, type SiteSettings } from '@shop/contract/settings/site-settings';
import type { Database, Queryable } from '../../db/database';
import { readSettingsDocument, writeSettingsDocument } from './settings.repository';

/** Settings change rarely and are read by almost every request; each instance keeps them a while. */
const DEFAULT_CACHE_MS = 10_000;

type Cached = { value: SiteSettings; at: number };
const caches = new WeakMap<Database, Cached>();
const cacheTtls = new WeakMap<Database, number>();

/** How long settings read from this database are reused (the app passes CATALOG_CACHE_SECONDS). */
export const setSettingsCacheTtl = (db: Database, ms: number) => {
  cacheTtls.set(db, ms);
  caches.delete(db);
};

/** The shop's settings with every default filled in; a stored value that no longer parses falls back to its default. */
export const parseSettings = (document: Record<string, unknown>): SiteSettings => {
  const parsed = siteSettingsSchema.safeParse(document);
  if (parsed.success) return parsed.data;
  const broken = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return siteSettingsSchema.parse(
    Object.fromEntries(Object.entries(document).filter(([key]) => !broken.has(key))),
  );
};

export const getSiteSettings = async (db: Database): Promise<SiteSettings> => {
  const cached = caches.get(db);
  if (cached && Date.now() - cached.at < (cacheTtls.get(db) ?? DEFAULT_CACHE_MS)) return cached.value;
  const value = parseSettings(await readSettingsDocument(db));
  caches.set(db, { value, at: Date.now() });
  return value;
};

/** Merges changes into the stored settings; the result must be valid as a whole. */
export const updateSiteSettings = async (
  db: Database,
  changes: Partial<SiteSettings>,
  tx: Queryable = db,
): Promise<SiteSettings> => {
  const current = await readSettingsDocument(tx);
  const next = siteSettingsSchema.parse({ ...current, ...changes });
  await writeSettingsDocument(tx, next);
  caches.delete(db);
  return next;
};

/**
 * Social sign-in providers whose OAuth exchange the server implements. None yet: an id the shop
 * stores is kept but not published, so the sign-in panel never shows a button that leads nowhere.
 */
const SUPPORTED_SOCIAL_PROVIDERS: readonly (keyof SiteSettings['social_login'])[] = [];

export const publishedSocialLogin = (settings: SiteSettings): SiteSettings['social_login'] =>
  Object.fromEntries(
    Object.entries(settings.social_login).filter(([key]) =>
      SUPPORTED_SOCIAL_PROVIDERS.includes(key as keyof SiteSettings['social_login']),
    ),
  );
