import type { FastifyInstance } from 'fastify';
import type { SandboxProvider, SandboxServices } from '../sandbox-provider';
import { bookPartnerControlRoutes } from './book-partner-control-routes';
import { bookPartnerRoutes } from './book-partner-routes';
import { createBookPartnerStore } from './book-partner-store';

/** The partner bookshop that ships the free books of paid orders (spec 1 section 7). */
export const createBookPartnerSandbox = ({ settings }: SandboxServices): SandboxProvider => {
  const store = createBookPartnerStore();
  return {
    id: 'book-partner',
    name: 'Partner bookshop',
    pathPrefixes: ['/book-partner'],
    describe: () => ({
      id: 'book-partner',
      name: 'Partner bookshop',
      api: `${settings.publicBaseUrl}/book-partner`,
      pages: `${settings.publicBaseUrl}/book-partner/`,
      methods: [],
    }),
    routes: async (app: FastifyInstance) => {
      await app.register(bookPartnerRoutes({ store, settings }));
    },
    controlRoutes: async (app: FastifyInstance) => {
      await app.register(bookPartnerControlRoutes(store));
    },
    errorBody: (code, message) => ({ sucess: false, error: code, message }),
    reset: store.reset,
  };
};
