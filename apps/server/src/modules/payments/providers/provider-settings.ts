import type { Config } from '../../../config';

/** A provider's settings, or in live mode the names of the environment variables it lacks. */
export type SettingsResult<S> = { ok: true; settings: S } | { ok: false; missing: string[] };

type LiveKeys<K extends keyof Config> = { [P in K]: NonNullable<Config[P]> };

/** Reads the variables live mode needs for a provider; all present, or the missing names. */
export const readLiveKeys = <K extends keyof Config>(
  config: Config,
  names: readonly K[],
): { ok: true; keys: LiveKeys<K> } | { ok: false; missing: string[] } => {
  const missing = names.filter((name) => config[name] === undefined || config[name] === '');
  if (missing.length > 0) return { ok: false, missing: missing.map(String) };
  return { ok: true, keys: Object.fromEntries(names.map((name) => [name, config[name]])) as LiveKeys<K> };
};

/** Sandbox settings in sandbox mode; live settings from the environment, or what is missing. */
export const providerSettings = <S, K extends keyof Config>(
  config: Config,
  liveVariables: readonly K[],
  build: { sandbox: () => S; live: (keys: LiveKeys<K>) => S },
): SettingsResult<S> => {
  if (config.PAYMENT_MODE === 'sandbox') return { ok: true, settings: build.sandbox() };
  const live = readLiveKeys(config, liveVariables);
  return live.ok ? { ok: true, settings: build.live(live.keys) } : live;
};
