// The documents module's one public face: what other modules may call, and its routes.
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { paidOrderDocumentPort, refundCreditNotePort } from '../orders/index';
import { issueCreditNote } from './credit-note';
import { issueOrderDocument } from './issue-order-document';
import { orderDocumentsRoutes } from './order-documents.routes';
import { taxDocumentsRoutes } from './admin/tax-documents.routes';

// Documents read orders; orders ask for their invoice and credit notes through these ports.
paidOrderDocumentPort.supply(issueOrderDocument);
refundCreditNotePort.supply(issueCreditNote);

/** The documents module's routes, registered in the app's own context. */
export const documentsModule = fp(
  async (app, options: { config: Config; fontsDir?: string | undefined }) => {
    await app.register(orderDocumentsRoutes, { config: options.config, fontsDir: options.fontsDir });
    await app.register(taxDocumentsRoutes, { fontsDir: options.fontsDir });
  },
  { name: 'documents-module' },
);
