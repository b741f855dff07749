import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectRealtime, disconnectRealtime } from '../../../lib/socket';
import { useCurrentUser } from '../api/current-user';

/** Connects the realtime socket while someone is signed in; its events only refresh queries. */
export const useRealtime = () => {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user.data?.id ?? null;

  useEffect(() => {
    if (userId === null) {
      disconnectRealtime();
      return;
    }
    void connectRealtime((event) => {
      if (event === 'order:updated') void queryClient.invalidateQueries({ queryKey: ['orders'] });
    });
    return disconnectRealtime;
  }, [userId, queryClient]);
};
