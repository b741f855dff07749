const segmentsOf = (path: string): string[] => path.replace(/\/+$/, '').split('/');

/** `/omise/charges/:id` matches `/omise/charges/chrg_test_1`; a `:param` matches one non-empty segment. */
export const matchRoutePattern = (pattern: string, path: string): boolean => {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(path);
  if (expected.length !== actual.length) return false;
  return expected.every((segment, index) => {
    const candidate = actual[index] ?? '';
    return segment.startsWith(':') ? candidate !== '' : segment === candidate;
  });
};
