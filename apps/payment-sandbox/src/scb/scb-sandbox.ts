import type { SandboxProvider, SandboxServices } from '../sandbox-provider';

/** Being built: answers nothing yet. */
export const createScbSandbox = ({ settings }: SandboxServices): SandboxProvider => ({
  id: 'scb',
  name: 'SCB Open API',
  pathPrefixes: ['/scb'],
  describe: () => ({
    id: 'scb',
    name: 'SCB Open API',
    api: `${settings.publicBaseUrl}/scb`,
    pages: `${settings.publicBaseUrl}/scb/`,
    methods: [4],
  }),
  routes: async () => {},
  controlRoutes: async () => {},
  errorBody: (code, message) => ({ error: code, message }),
  reset: () => {},
});
