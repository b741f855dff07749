/** The token of a signed streaming address, or null when the address has none. */
export const tokenOf = (address: string): string | null => /[?&]token=([^&#]+)/.exec(address)?.[1] ?? null;

/**
 * The same address carrying the newest token: a playlist loaded ten minutes ago still names its
 * segments with the token it was served with, and the player swaps in the fresh one.
 */
export const withToken = (address: string, token: string | null): string =>
  token ? address.replace(/([?&]token=)[^&#]+/, `$1${token}`) : address;
