import { describeProvider } from '../provider-description';
import { twoC2pRoutes } from './twoc2p.routes';
import { createTwoC2pProvider } from './twoc2p-provider';
import { twoC2pSettings } from './twoc2p-settings';

export const twoC2pDescription = describeProvider({
  name: '2c2p',
  settings: twoC2pSettings,
  create: createTwoC2pProvider,
  routes: twoC2pRoutes,
  notification: { path: '2c2p', methods: ['POST'] },
  liveOrigins: () => ({}),
});
