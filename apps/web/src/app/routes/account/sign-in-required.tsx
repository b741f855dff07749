import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { useSignInPath } from '../../../hooks/use-sign-in-path';

/** A student's page: a visitor goes to the sign-in page first, and comes back here afterwards. */
export const SignInRequired = ({ children }: { children: ReactNode }) => {
  const user = useCurrentUser();
  const signInPath = useSignInPath();
  if (user.isPending) return <Skeleton />;
  if (user.data) return children;
  return <Navigate to={signInPath} replace />;
};
