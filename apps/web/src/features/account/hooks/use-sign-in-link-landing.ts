import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@shop/contract/http/api-client';
import { errorMessage } from '../../../lib/texts';
import { returnPath } from '../../../lib/return-path';
import { useSignInWithLink } from '../api/use-sign-in-link';

/** What the landing page of a mailed sign-in link shows. */
export type SignInLinkLanding = { state: 'signing-in' } | { state: 'refused'; message: string };

/**
 * Uses the link's token once when the page opens (the link is single-use, so React's second
 * effect run in development must not spend it again) and goes on to the page the buyer was on.
 * The link is opened by a page, not by the server, so a mail scanner that fetches it spends nothing.
 */
export const useSignInLinkLanding = (token: string): SignInLinkLanding => {
  const navigate = useNavigate();
  const signIn = useSignInWithLink();
  const started = useRef(false);
  const { mutate } = signIn;
  useEffect(() => {
    if (started.current || token === '') return;
    started.current = true;
    mutate(token, {
      onSuccess: (answer) => void navigate(returnPath(answer.data.return_to), { replace: true }),
    });
  }, [mutate, navigate, token]);
  if (token === '') return { state: 'refused', message: errorMessage('INVALID_RESET_TOKEN') };
  if (signIn.error)
    return {
      state: 'refused',
      message: errorMessage(signIn.error instanceof ApiError ? signIn.error.code : 'INTERNAL_ERROR'),
    };
  return { state: 'signing-in' };
};
