/** Omise's error object; `location` points at the code's entry in Omise's error reference. */
export const omiseErrorBody = (code: string, message: string) => ({
  object: 'error' as const,
  location: `https://www.omise.co/api-errors#${code.replaceAll('_', '-')}`,
  code,
  message,
});
