import type { FastifyInstance } from 'fastify';
import type { SandboxProvider, SandboxServices } from '../sandbox-provider';
import { easySlipControlRoutes } from './easyslip-control-routes';
import { easySlipRoutes } from './easyslip-routes';
import { createEasySlipStore } from './easyslip-store';

/** The slip-verification service (EasySlip's API v1): asks "the bank" about a slip's QR payload. */
export const createEasySlipSandbox = ({ settings }: SandboxServices): SandboxProvider => {
  const store = createEasySlipStore();
  return {
    id: 'easyslip',
    name: 'EasySlip (slip verification)',
    pathPrefixes: ['/easyslip'],
    describe: () => ({
      id: 'easyslip',
      name: 'EasySlip (slip verification)',
      api: `${settings.publicBaseUrl}/easyslip/api/v1`,
      pages: `${settings.publicBaseUrl}/easyslip/api/v1`,
      methods: [1],
    }),
    routes: async (app: FastifyInstance) => {
      await app.register(easySlipRoutes(store));
    },
    controlRoutes: async (app: FastifyInstance) => {
      await app.register(easySlipControlRoutes(store));
    },
    errorBody: (code, message) => ({
      status: code === 'not_found' ? 404 : 500,
      message: code === 'not_found' ? 'not_found' : 'server_error',
      detail: message,
    }),
    reset: store.reset,
  };
};
