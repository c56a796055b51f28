import { verificationStatusSchema, type SellerKind } from '@care/shared';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/Pagination';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useSellers } from '../api/verification';
import { SegmentTabs } from '../components/SegmentTabs';
import { SellerReview } from './SellerReview';

type Status = 'PENDING' | 'VERIFIED' | 'REJECTED';

const kinds = [
  { value: 'Provider' as const, label: 'Caregivers' },
  { value: 'Company' as const, label: 'Companies' },
];
const statuses = [
  { value: 'PENDING' as const, label: 'Waiting' },
  { value: 'VERIFIED' as const, label: 'Verified' },
  { value: 'REJECTED' as const, label: 'Rejected' },
];

const PAGE_SIZE = 10;

/**
 * The review queue: caregivers or companies in one verification status, each with their
 * details and documents, to approve or reject. The queue (Waiting) is oldest submission first.
 */
export function VerificationPage() {
  const [params, setParams] = useSearchParams();
  const panelId = useId();
  const type: SellerKind = params.get('type') === 'Company' ? 'Company' : 'Provider';
  const parsedStatus = verificationStatusSchema.safeParse(params.get('status'));
  const status: Status = parsedStatus.success ? parsedStatus.data : 'PENDING';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const sellers = useSellers({ type, status, page, limit: PAGE_SIZE });

  const show = (next: { type?: SellerKind; status?: Status; page?: number }) =>
    setParams({
      type: next.type ?? type,
      status: next.status ?? status,
      page: String(next.page ?? 1),
    });

  return (
    <section aria-labelledby="verification-heading">
      <h1 id="verification-heading" className="text-2xl font-bold">
        Verification
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        Only verified sellers are listed to families, with the Certified mark. A rejected seller is
        sent the reason and can submit again.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <SegmentTabs
          label="Kind of seller"
          options={kinds}
          value={type}
          controls={panelId}
          onChange={(value) => show({ type: value })}
        />
        <SegmentTabs
          label="Verification status"
          options={statuses}
          value={status}
          controls={panelId}
          onChange={(value) => show({ status: value })}
        />
      </div>

      <div id={panelId} role="tabpanel" className="mt-4" aria-busy={sellers.isFetching}>
        {sellers.isError ? (
          <p role="alert" className="text-red-700">
            {sellers.error.message}
          </p>
        ) : !sellers.data ? (
          <div className="space-y-3">
            <Skeleton className="h-48 w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
        ) : sellers.data.sellers.length === 0 ? (
          <p className="text-slate-600">
            {status === 'PENDING' ? 'Nobody is waiting for verification.' : 'No one here yet.'}
          </p>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-600">
              {sellers.data.pagination.total}{' '}
              {sellers.data.pagination.total === 1 ? 'seller' : 'sellers'}
            </p>
            <div className="space-y-4">
              {sellers.data.sellers.map((seller) => (
                <SellerReview key={seller.id} seller={seller} />
              ))}
            </div>
            <div className="mt-4">
              <Pagination
                label="Seller pages"
                page={sellers.data.pagination.page}
                totalPages={sellers.data.pagination.totalPages}
                disabled={sellers.isPlaceholderData}
                onPageChange={(next) => show({ page: next })}
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
