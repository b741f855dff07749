import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messagePreferencesRoute,
  updateMessagePreferencesRoute,
  type MessagePreferences,
} from '@shop/contract/accounts/message-preferences';
import { api } from '../../../lib/api-client';

export const messagePreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['myaccount', 'message-preferences'],
    queryFn: async () => (await api.call(messagePreferencesRoute, {})).data,
  });

/** Which messages the student receives on each channel. */
export const useMessagePreferences = () => useQuery(messagePreferencesQueryOptions());

/** Switches one choice; the answer is the choices as they now are. */
export const useUpdateMessagePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<Omit<MessagePreferences, 'line_reachable'>>) =>
      (await api.call(updateMessagePreferencesRoute, { body: changes })).data,
    onSuccess: (data) => {
      queryClient.setQueryData(messagePreferencesQueryOptions().queryKey, data);
    },
  });
};
