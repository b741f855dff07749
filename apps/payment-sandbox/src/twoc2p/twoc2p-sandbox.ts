import type { SandboxProvider, SandboxServices } from '../sandbox-provider';

/** Being built: answers nothing yet. */
export const createTwoC2pSandbox = ({ settings }: SandboxServices): SandboxProvider => ({
  id: '2c2p',
  name: '2C2P PGW v4.3',
  pathPrefixes: ['/2c2p'],
  describe: () => ({
    id: '2c2p',
    name: '2C2P PGW v4.3',
    api: `${settings.publicBaseUrl}/2c2p`,
    pages: `${settings.publicBaseUrl}/2c2p/`,
    methods: [3, 10, 15],
  }),
  routes: async () => {},
  controlRoutes: async () => {},
  errorBody: (code, message) => ({ error: code, message }),
  reset: () => {},
});
