import type { Config } from '../../../config';
import { easySlipVerifier } from './easyslip-verifier';
import { slipVerificationSettings } from './slip-verification-settings';
import type { SlipVerifier } from './slip-verifier';

/** The slip-verification service this server asks, or null when none is configured. */
export const buildSlipVerifier = (config: Config): SlipVerifier | null => {
  const settings = slipVerificationSettings(config);
  return settings ? easySlipVerifier(settings) : null;
};
