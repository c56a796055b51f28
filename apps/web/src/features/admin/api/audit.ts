import { adminAuditContracts, type AuditLogQueryInput } from '@care/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { adminKeys } from './keys';

/** One page of the audit log; the current rows stay on screen while the next page loads. */
export function useAuditLog(filter: AuditLogQueryInput) {
  return useQuery({
    queryKey: adminKeys.audit(filter),
    queryFn: ({ signal }) => call(adminAuditContracts.getAuditLog, { query: filter }, { signal }),
    placeholderData: keepPreviousData,
  });
}
