import { adminSessionContracts, type OperatorRole } from '@care/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { adminKeys } from './keys';

/** The signed-in operator: their mobile, role and refund limit. */
export function useOperator() {
  return useQuery({
    queryKey: adminKeys.operator,
    queryFn: ({ signal }) => call(adminSessionContracts.getOperator, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Whether the signed-in operator may use what `needed` is for (admin may do everything). */
export function useHasRole(needed: OperatorRole): boolean {
  const role = useOperator().data?.role;
  return role === 'admin' || (role === 'support' && needed === 'support');
}
