import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** What a back-office change makes stale. */
export type StaleAfter<Variables> = {
  /** The keys of the queries to refetch, as the feature's `api/` files own them. */
  keys: (variables: Variables) => readonly QueryKey[];
  /** A wider refresh after those: the storefront's or the catalogue's queries. */
  then?: (queryClient: QueryClient) => Promise<unknown>;
};

/**
 * A back-office change and the queries it makes stale. The change counts as done only once they
 * are refetched, so a dialog that closes on success finds its list already showing the change.
 */
export const useAdminMutation = <Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  stale: StaleAfter<Variables>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (_answer, variables) => {
      await Promise.all(stale.keys(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await stale.then?.(queryClient);
    },
  });
};
