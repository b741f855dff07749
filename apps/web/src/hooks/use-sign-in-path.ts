import { useLocation } from 'react-router';
import { paths } from '../config/paths';

/** The sign-in page with the page being shown as the place to come back to. */
export const useSignInPath = (): string => {
  const { pathname, search } = useLocation();
  // On the sign-in page already: keep the place it goes back to.
  if (pathname === paths.login()) return `${pathname}${search}`;
  return paths.login(`${pathname}${search}`);
};
