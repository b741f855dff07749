/** Providers send timestamps without milliseconds: `2024-05-01T10:00:00Z`. */
export const isoSeconds = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
