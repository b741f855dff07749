import type { FastifyPluginAsync } from 'fastify';
import { getSiteSettings } from '../settings/index';
import { robotsTxt, sitemapXml, writtenPolicyPages } from './crawler-files';
import { listIndexablePages } from './crawlers.repository';

/** Crawlers may keep these an hour: a new course reaches a search engine's next visit, not its first second. */
const CRAWLER_CACHE = 'public, max-age=3600';

/** `robots.txt` and `sitemap.xml` for search engines, built from the catalogue as it is now. */
export const crawlerRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const { catalogue, groups, running } = await listIndexablePages(app.db, new Date());
    const settings = await getSiteSettings(app.db);
    const xml = sitemapXml(publicUrl, [
      { path: '/' },
      { path: '/courses' },
      { path: '/products' },
      ...writtenPolicyPages(settings.policy_pages),
      ...groups.map((group) => ({ path: group.linkPath })),
      ...catalogue.flatMap((page) =>
        page.linkPath ? [{ path: page.linkPath, lastModified: page.updatedAt }] : [],
      ),
      ...running.map((promotion) => ({ path: `/promotion/${String(promotion.id)}` })),
    ]);
    return reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(xml);
  });
};
