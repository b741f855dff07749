import type { Database } from '../../db/database';
import type { TtlCache } from '../../lib/ttl-cache';
import type { ShellRenderer } from '../../plugins/web-app';
import { cachedCourseCore } from '../catalog/course-core';
import { getSiteSettings } from '../settings/settings.service';
import { catalogPageAddress } from './page-address';
import { catalogPageHead, siteHead } from './page-head';
import { applyPageHead } from './shell-html';

type PageShellDeps = { db: Database; cache: TtlCache; publicUrl: string };

/**
 * The app shell for one page address. Course and product pages get their metadata, or a 301 to
 * their canonical link_path when asked by another form of it. An unknown one still gets the shell
 * (the browser app shows '404 Page not found !'), marked noindex. Other pages get the site's title
 * and favicon.
 */
export const pageShellRenderer =
  (deps: PageShellDeps): ShellRenderer =>
  async (url, shell) => {
    const settings = await getSiteSettings(deps.db);
    const address = catalogPageAddress(url);
    if (!address) return { html: applyPageHead(shell, siteHead(settings)) };
    const core = await cachedCourseCore(deps.db, deps.cache, address.id);
    if (!core || (core.detail.courseType === 'product') !== (address.kind === 'product')) {
      const head = siteHead(settings);
      const noindex = { tag: 'meta' as const, attributes: { name: 'robots', content: 'noindex' } };
      return { html: applyPageHead(shell, { ...head, tags: [noindex] }) };
    }
    const canonical = core.detail.link_path;
    if (canonical.startsWith('/') && address.path !== canonical) {
      return { redirect: `${encodeURI(canonical)}${address.search}` };
    }
    return { html: applyPageHead(shell, catalogPageHead(core, settings, deps.publicUrl)) };
  };
