import type { SandboxProvider, SandboxServices } from '../sandbox-provider';

/** Being built: answers nothing yet. */
export const createPaySolutionsSandbox = ({ settings }: SandboxServices): SandboxProvider => ({
  id: 'paysolutions',
  name: 'Pay Solutions',
  pathPrefixes: ['/paysolutions'],
  describe: () => ({
    id: 'paysolutions',
    name: 'Pay Solutions',
    api: `${settings.publicBaseUrl}/paysolutions`,
    pages: `${settings.publicBaseUrl}/paysolutions/`,
    methods: [13],
  }),
  routes: async () => {},
  controlRoutes: async () => {},
  errorBody: (code, message) => ({ error: code, message }),
  reset: () => {},
});
