const UPLOADS = '/uploads/';

/**
 * The address a stored public file is listed at. The upload control names a file by its bare
 * name, but every list, card and `og:image` uses the value as it is, so a bare name would make
 * the browser ask `/<name>` and get a page back. Full addresses and paths stay as they are.
 */
export const mediaAddressOf = (value: string): string =>
  /^https?:\/\//i.test(value) || value.startsWith('/') ? value : `${UPLOADS}${value}`;

/** The stored file's own name behind a media address (or a bare name), to look it up. */
export const uploadNameOf = (value: string): string =>
  value.startsWith(UPLOADS) ? value.slice(UPLOADS.length) : value;

export const mediaAddressOrNull = (value: string | null): string | null =>
  value === null ? null : mediaAddressOf(value);
