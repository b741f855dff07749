/** The id of a course or product address part, `12` or `12-some-slug`: the number before the first dash. */
export const idFromSlug = (idSlug: string | undefined): number | null => {
  const match = /^(\d{1,9})(?:-.*)?$/.exec(idSlug ?? '');
  return match ? Number(match[1]) : null;
};
