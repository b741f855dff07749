// The documents module's one public face: what other modules may call, and its routes.
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { orderDocumentsRoutes } from './order-documents.routes';
import { taxDocumentsRoutes } from './admin/tax-documents.routes';

/** The documents module's routes, registered in the app's own context. */
export const documentsModule = fp(
  async (app, options: { config: Config; fontsDir?: string | undefined }) => {
    await app.register(orderDocumentsRoutes, { config: options.config, fontsDir: options.fontsDir });
    await app.register(taxDocumentsRoutes, { fontsDir: options.fontsDir });
  },
  { name: 'documents-module' },
);

export { issueCreditNote } from './credit-note';
export { issueOrderDocument } from './issue-order-document';
