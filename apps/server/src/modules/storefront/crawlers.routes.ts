import type { FastifyPluginAsync } from 'fastify';
import { getSiteSettings } from '../settings/index';
import {
  robotsTxt,
  sitemapIndexXml,
  sitemapXml,
  writtenPolicyPages,
  type SitemapPage,
} from './crawler-files';
import { listIndexablePages } from './crawlers.repository';

/** Crawlers may keep these an hour: a new course reaches a search engine's next visit, not its first second. */
const CRAWLER_CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

type CrawlerOptions = {
  publicUrl: string;
  /** Addresses in one sitemap file; past it `/sitemap.xml` lists `/sitemap-1.xml`, `/sitemap-2.xml`... */
  maxAddresses: number;
};

/** `robots.txt` and `sitemap.xml` for search engines, built from the catalogue as it is now. */
export const crawlerRoutes: FastifyPluginAsync<CrawlerOptions> = async (app, { publicUrl, maxAddresses }) => {
  const allPages = async (): Promise<SitemapPage[]> => {
    const { catalogue, groups, running } = await listIndexablePages(app.db, new Date());
    const settings = await getSiteSettings(app.db);
    return [
      { path: '/' },
      { path: '/courses' },
      { path: '/products' },
      ...writtenPolicyPages(settings.policy_pages),
      ...groups.map((group) => ({ path: group.linkPath })),
      ...catalogue.flatMap((page) =>
        page.linkPath ? [{ path: page.linkPath, lastModified: page.updatedAt }] : [],
      ),
      ...running.map((promotion) => ({ path: `/promotion/${String(promotion.id)}` })),
    ];
  };

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const pages = await allPages();
    const xml =
      pages.length <= maxAddresses
        ? sitemapXml(publicUrl, pages)
        : sitemapIndexXml(publicUrl, Math.ceil(pages.length / maxAddresses));
    return reply.type(XML).header('cache-control', CRAWLER_CACHE).send(xml);
  });

  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', async (request, reply) => {
    const part = Number(request.params.part);
    const pages = await allPages();
    const first = (part - 1) * maxAddresses;
    if (!Number.isInteger(part) || part < 1 || first >= pages.length || pages.length <= maxAddresses) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const xml = sitemapXml(publicUrl, pages.slice(first, first + maxAddresses));
    return reply.type(XML).header('cache-control', CRAWLER_CACHE).send(xml);
  });
};
