import { Skeleton } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { returnPath } from '../../../lib/return-path';
import { SignInTabs, type SignInMode } from './sign-in-tabs';
import './account-pages.css';

/**
 * `/login?next=<path>`: log in or register, then back to `next` (a path of this shop, else the
 * home page). A visitor already signed in goes there at once.
 */
export const LoginRoute = () => {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [mode, setMode] = useState<SignInMode>('login');
  const next = returnPath(search.get('next'));

  if (user.isPending) return <Skeleton active />;
  if (user.data) return <Navigate to={next} replace />;
  return (
    <div className="account-narrow login-page">
      <SignInTabs
        mode={mode}
        onModeChange={setMode}
        onSignedIn={() => void navigate(next, { replace: true })}
        isPage
      />
    </div>
  );
};
