/** A page number on the pager, or a gap standing for the pages left out between two of them. */
export type PagerEntry = number | 'gap';

/**
 * The pages a pager shows: all of them up to seven; past that the first, the last and the ones
 * around the current page, with a gap for each run left out. A gap never hides a single page
 * (that page is shown instead), so there are never more than seven entries.
 */
export const pagerPages = (current: number, last: number): PagerEntry[] => {
  if (last <= 7) return Array.from({ length: Math.max(last, 1) }, (_, index) => index + 1);
  let from = Math.max(2, Math.min(current - 1, last - 4));
  let to = Math.min(last - 1, Math.max(current + 1, 5));
  if (from === 3) from = 2;
  if (to === last - 2) to = last - 1;
  const entries: PagerEntry[] = [1];
  if (from > 2) entries.push('gap');
  for (let page = from; page <= to; page += 1) entries.push(page);
  if (to < last - 1) entries.push('gap');
  entries.push(last);
  return entries;
};
