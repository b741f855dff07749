import { Alert, Skeleton } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { returnPath } from '../../../lib/return-path';
import { errorMessage } from '../../../lib/texts';
import { SignInTabs, type SignInMode } from './sign-in-tabs';
import './account-pages.css';

/**
 * `/login?next=<path>`: log in or register, then back to `next` (a path of this shop, else the
 * home page). A visitor already signed in goes there at once. A refused social sign-in lands here
 * with `social_error=<code>`, shown above the form.
 */
export const LoginRoute = () => {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [mode, setMode] = useState<SignInMode>('login');
  const next = returnPath(search.get('next'));
  const socialError = search.get('social_error');

  if (user.isPending) return <Skeleton active />;
  if (user.data) return <Navigate to={next} replace />;
  return (
    <div className="account-narrow login-page">
      {socialError && (
        <Alert
          // A mailed link-confirmation is news, not a failure: the next step is in the mailbox.
          type={socialError === 'SOCIAL_LINK_MAIL_SENT' ? 'info' : 'error'}
          showIcon
          role="alert"
          title={errorMessage(socialError)}
        />
      )}
      <SignInTabs
        mode={mode}
        onModeChange={setMode}
        onSignedIn={() => void navigate(next, { replace: true })}
        isPage
        socialReturnTo={next}
      />
    </div>
  );
};
