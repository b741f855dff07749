import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { siteSettingsSchema, type SiteSettings } from '../settings/site-settings';

/**
 * Only the settings a request names. zod's `partial()` would still fill every default in, and a
 * change of one setting would then reset all the others.
 */
const settingsChangesSchema = z.object(
  Object.fromEntries(
    Object.entries(siteSettingsSchema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? field.unwrap() : field).optional(),
    ]),
  ),
) as unknown as z.ZodType<Partial<SiteSettings>>;

/** Every setting, internal limits included (administrators only). */
export const adminSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/settings',
  access: 'admin',
  summary: 'All site settings (administrators)',
  tags: ['admin'],
  response: z.object({ success: z.literal(true), data: siteSettingsSchema }),
});

/** Changes some settings; the result must be valid as a whole. Public caches see it within their cache time. */
export const updateAdminSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/settings',
  access: 'admin',
  summary: 'Change site settings (administrators)',
  tags: ['admin'],
  body: settingsChangesSchema,
  response: z.object({ success: z.literal(true), data: siteSettingsSchema }),
});
