import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { siteSettingsSchema } from '../settings/site-settings';

/** Every setting, internal limits included (administrators only). */
export const adminSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/settings',
  summary: 'All site settings (administrators)',
  tags: ['admin'],
  response: z.object({ success: z.literal(true), data: siteSettingsSchema }),
});

/** Changes some settings; the result must be valid as a whole. Public caches see it within their cache time. */
export const updateAdminSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/settings',
  summary: 'Change site settings (administrators)',
  tags: ['admin'],
  body: siteSettingsSchema.partial(),
  response: z.object({ success: z.literal(true), data: siteSettingsSchema }),
});
