import { POLICY_PAGE_PATHS } from '@shop/domain/settings/policy-pages';

/**
 * The page addresses the web app's router draws (its `routePatterns`, in the router's syntax), so
 * the server can answer 404 for any other address before a script runs. The back office takes
 * every address under `/admin` and shows its own page for one it lacks. A web test holds this
 * list to the router's.
 */
export const APP_PAGE_PATTERNS: readonly string[] = [
  '/',
  '/courses',
  '/courses/:slug',
  '/course/:idSlug',
  '/products',
  '/product/:idSlug',
  '/promotion/:id',
  ...Object.values(POLICY_PAGE_PATHS),
  '/cart',
  '/cart/:orderId',
  '/thankyou',
  '/myaccount/student/order',
  '/myaccount/student/order/:orderId',
  '/myaccount/student/course',
  '/myaccount/student/profile',
  '/forgotpass',
  '/signin-link',
  '/login',
  '/login/complete',
  '/payment/:orderId?',
  '/admin/*',
];

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const matches = (pattern: string, path: string): boolean => {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(path);
  if (wanted.at(-1) === '*')
    return (
      given.length >= wanted.length - 1 && wanted.slice(0, -1).every((part, index) => part === given[index])
    );
  const required = wanted.filter((part) => !part.endsWith('?')).length;
  if (given.length < required || given.length > wanted.length) return false;
  return given.every((part, index) => {
    const want = wanted[index] ?? '';
    return want.startsWith(':') || want === part;
  });
};

/**
 * The pages that show a signed-in reader their own things: an order's payment step and My
 * courses. The server renders them for a reader with a session, with the reader's own data.
 */
export const READER_PAGE_PATTERNS: readonly string[] = ['/cart/:orderId', '/myaccount/student/course'];

/** Whether `path` is one of the reader's own pages (`READER_PAGE_PATTERNS`). */
export const isReaderPage = (path: string): boolean =>
  READER_PAGE_PATTERNS.some((pattern) => matches(pattern, path));

/** Whether the app has a page at `path` (no query; decoded, trailing slashes allowed). */
export const isAppPage = (path: string): boolean =>
  APP_PAGE_PATTERNS.some((pattern) => matches(pattern, path));
