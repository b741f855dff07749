import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { siteSettings } from '../../db/tables';

export const readSettingsDocument = async (db: Queryable): Promise<Record<string, unknown>> => {
  const [row] = await db.select({ data: siteSettings.data }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.data ?? {};
};

export const writeSettingsDocument = async (db: Queryable, data: Record<string, unknown>) => {
  await db
    .insert(siteSettings)
    .values({ id: 1, data })
    .onConflictDoUpdate({ target: siteSettings.id, set: { data, updatedAt: new Date() } });
};
