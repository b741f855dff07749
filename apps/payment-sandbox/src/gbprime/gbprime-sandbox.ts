import type { SandboxProvider, SandboxServices } from '../sandbox-provider';

/** Being built: answers nothing yet. */
export const createGbPrimeSandbox = ({ settings }: SandboxServices): SandboxProvider => ({
  id: 'gbprime',
  name: 'GB Prime Pay',
  pathPrefixes: ['/gbprime'],
  describe: () => ({
    id: 'gbprime',
    name: 'GB Prime Pay',
    api: `${settings.publicBaseUrl}/gbprime`,
    pages: `${settings.publicBaseUrl}/gbprime/`,
    methods: [11, 12],
  }),
  routes: async () => {},
  controlRoutes: async () => {},
  errorBody: (code, message) => ({ error: code, message }),
  reset: () => {},
});
