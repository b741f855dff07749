// The settings module's one public face: what other modules may call, and its routes.
import fp from 'fastify-plugin';
import { settingsRoutes } from './settings.routes';
import { adminSettingsRoutes } from './admin/admin-settings.routes';

/** The settings module's routes, registered in the app's own context. */
export const settingsModule = fp(
  async (app) => {
    await app.register(settingsRoutes);
    await app.register(adminSettingsRoutes);
  },
  { name: 'settings-module' },
);

export { policyPageOf } from './policy-pages';
export { readSettingsDocument, writeSettingsDocument } from './settings.repository';
export {
  forgetSiteSettings,
  getSiteSettings,
  onSiteSettingsChanged,
  parseSettings,
  setSettingsCacheTtl,
} from './settings.service';
export { publicImagePort } from './admin/public-image-port';
