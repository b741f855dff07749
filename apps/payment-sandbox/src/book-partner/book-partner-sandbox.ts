import type { SandboxProvider, SandboxServices } from '../sandbox-provider';

/** Being built: answers nothing yet. */
export const createBookPartnerSandbox = ({ settings }: SandboxServices): SandboxProvider => ({
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
  routes: async () => {},
  controlRoutes: async () => {},
  errorBody: (code, message) => ({ error: code, message }),
  reset: () => {},
});
