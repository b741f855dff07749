import { describeProvider } from '../provider-description';
import { scbRoutes } from './scb.routes';
import { createScbProvider } from './scb-provider';
import { scbSettings } from './scb-settings';

export const scbDescription = describeProvider({
  name: 'scb',
  settings: scbSettings,
  create: createScbProvider,
  routes: scbRoutes,
  notification: { path: 'scb', methods: ['POST'] },
  liveOrigins: () => ({}),
});
