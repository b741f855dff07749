import type { SandboxSettings } from '../sandbox-provider';
import type { PaySolutionsPostbackSender } from './paysolutions-postback-sender';
import type { PaySolutionsStore } from './paysolutions-store';

/** What the Pay Solutions sandbox's routes share within one plugin instance. */
export type PaySolutionsContext = {
  store: PaySolutionsStore;
  postbacks: PaySolutionsPostbackSender;
  settings: SandboxSettings;
  now: () => Date;
};
