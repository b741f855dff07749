import { PageNotFound } from './catalog/page-states';

/** Any address the shop does not have: the same '404 Page not found !' as a missing course. */
export const NotFoundRoute = () => <PageNotFound />;
