/**
 * A course's address with `?learn=true` opens its lessons instead of its sales page (spec 1: the
 * player is the course page asked to learn). The browser's course route and the server, which
 * renders the sales page for anyone and the lessons for a signed-in reader, read it the same way.
 */
export const asksForLessons = (search: URLSearchParams | string): boolean =>
  new URLSearchParams(search).get('learn') === 'true';
