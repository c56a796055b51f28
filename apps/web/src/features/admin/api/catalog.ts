import { adminCatalogContracts, type ContractResponse } from '@care/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { adminKeys } from './keys';

export const catalogKey = [...adminKeys.all, 'catalog'] as const;

/** Every catalog call answers the whole catalog as it now is. */
type CatalogAnswer = ContractResponse<typeof adminCatalogContracts.getCatalog>;

/** The whole catalog, retired items included, with how much uses each service (admin only). */
export function useAdminCatalog(enabled = true) {
  return useQuery({
    queryKey: catalogKey,
    queryFn: ({ signal }) => call(adminCatalogContracts.getCatalog, {}, { signal }),
    enabled,
  });
}

/**
 * One change to the catalog: `send` makes the call (callForResponse with one of the catalog
 * contracts), and its answer, the catalog as it now is, replaces what the page shows.
 */
export function useCatalogChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (send: () => Promise<CatalogAnswer>) => send(),
    onSuccess: (answer) => queryClient.setQueryData(catalogKey, answer.data),
  });
}
