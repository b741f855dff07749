import { siteSettingsSchema, type SiteSettings } from '@shop/contract/settings/site-settings';
import type { Database, Queryable } from '../../db/database';
import { readSettingsDocument, writeSettingsDocument } from './settings.repository';
import { withSanitisedRichText } from './settings-rich-text';

/** Settings change rarely and are read by almost every request; each instance keeps them a while. */
const DEFAULT_CACHE_MS = 10_000;

type Cached = { value: SiteSettings; at: number };
const caches = new WeakMap<Database, Cached>();
const cacheTtls = new WeakMap<Database, number>();
/** Bumped when settings change: a read that began before is answered but not kept. */
const generations = new WeakMap<Database, number>();
const changeListeners = new WeakMap<Database, Set<() => void>>();

/** Forgets this instance's copy of the settings (another instance changed them). */
export const forgetSiteSettings = (db: Database) => {
  generations.set(db, (generations.get(db) ?? 0) + 1);
  caches.delete(db);
};

/** Calls `listener` on every `settingsChanged` of `db` (to tell other instances); the answer removes it. */
export const onSiteSettingsChanged = (db: Database, listener: () => void): (() => void) => {
  const listeners = changeListeners.get(db) ?? new Set();
  changeListeners.set(db, listeners.add(listener));
  return () => listeners.delete(listener);
};

/**
 * A settings change has committed: this instance forgets its copy and the listeners hear of it.
 * A caller that changes settings inside its own transaction calls this after the commit, so no
 * instance reloads the old settings in between and keeps them.
 */
export const settingsChanged = (db: Database) => {
  forgetSiteSettings(db);
  for (const listener of changeListeners.get(db) ?? []) listener();
};

/** How long settings read from this database are reused (the app passes CATALOG_CACHE_SECONDS). */
export const setSettingsCacheTtl = (db: Database, ms: number) => {
  cacheTtls.set(db, ms);
  caches.delete(db);
};

/**
 * The shop's settings with every default filled in; a stored value that no longer parses falls
 * back to its default. Rich text is sanitised again on the way out, whatever was stored.
 */
export const parseSettings = (document: Record<string, unknown>): SiteSettings => {
  const parsed = siteSettingsSchema.safeParse(document);
  if (parsed.success) return withSanitisedRichText(parsed.data);
  const broken = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return withSanitisedRichText(
    siteSettingsSchema.parse(
      Object.fromEntries(Object.entries(document).filter(([key]) => !broken.has(key))),
    ),
  );
};

export const getSiteSettings = async (db: Database): Promise<SiteSettings> => {
  const cached = caches.get(db);
  if (cached && Date.now() - cached.at < (cacheTtls.get(db) ?? DEFAULT_CACHE_MS)) return cached.value;
  const generation = generations.get(db);
  const value = parseSettings(await readSettingsDocument(db));
  if (generation === generations.get(db)) caches.set(db, { value, at: Date.now() });
  return value;
};

/** Merges changes into the stored settings; the result must be valid as a whole. */
export const updateSiteSettings = async (
  db: Database,
  changes: Partial<SiteSettings>,
  tx: Queryable = db,
): Promise<SiteSettings> => {
  const current = await readSettingsDocument(tx);
  const next = withSanitisedRichText(siteSettingsSchema.parse({ ...current, ...changes }));
  await writeSettingsDocument(tx, next);
  if (tx === db) settingsChanged(db);
  else forgetSiteSettings(db);
  return next;
};
