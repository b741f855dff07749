import type { SandboxProvider, SandboxServices } from '../sandbox-provider';

/** Being built: answers nothing yet. */
export const createPayPalSandbox = ({ settings }: SandboxServices): SandboxProvider => ({
  id: 'paypal',
  name: 'PayPal',
  pathPrefixes: ['/paypal'],
  describe: () => ({
    id: 'paypal',
    name: 'PayPal',
    api: `${settings.publicBaseUrl}/paypal`,
    pages: `${settings.publicBaseUrl}/paypal/`,
    methods: [2],
  }),
  routes: async () => {},
  controlRoutes: async () => {},
  errorBody: (code, message) => ({ error: code, message }),
  reset: () => {},
});
