import type { SellerForReview } from '@care/shared';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { formatInstant } from '../components/formatting';
import { ApproveDialog, RejectDialog } from './DecisionDialogs';
import { SellerDocument } from './SellerDocument';
import { sellerName } from './sellerName';

const statusNames: Record<SellerForReview['verificationStatus'], string> = {
  PENDING: 'Waiting for verification',
  VERIFIED: 'Verified',
  REJECTED: 'Rejected',
};

/** One seller's submission: their details, their documents inline, and the decision. */
export function SellerReview({ seller }: { seller: SellerForReview }) {
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const name = sellerName(seller);
  const headingId = `seller-${seller.id}`;
  const resubmitted = seller.verificationStatus === 'PENDING' && seller.rejectionReason;

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <header className="flex flex-wrap items-start gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            {name}
          </h2>
          <p className="text-sm text-slate-600">
            {seller.type === 'Provider' ? 'Caregiver' : 'Company'} ·{' '}
            {statusNames[seller.verificationStatus]}
            {resubmitted ? ' · resubmitted after a rejection' : ''}
          </p>
        </div>
        <div className="ml-auto flex flex-wrap gap-2">
          {seller.verificationStatus !== 'VERIFIED' ? (
            <Button onClick={() => setDeciding('approve')} aria-label={`Approve ${name}`}>
              Approve
            </Button>
          ) : null}
          {seller.verificationStatus !== 'REJECTED' ? (
            <Button
              variant="secondary"
              onClick={() => setDeciding('reject')}
              aria-label={`Reject ${name}`}
            >
              Reject
            </Button>
          ) : null}
        </div>
      </header>

      {seller.rejectionReason ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {seller.verificationStatus === 'REJECTED' ? 'Rejected' : 'Last rejected'}:{' '}
          {seller.rejectionReason}
        </p>
      ) : null}

      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Detail term="Mobile">{seller.mobile}</Detail>
        <Detail term="Email">{seller.email}</Detail>
        {seller.type === 'Provider' ? (
          <>
            <Detail term="Gender">{seller.gender}</Detail>
            <Detail term="Date of birth">{seller.dob}</Detail>
          </>
        ) : (
          <Detail term="GST number">{seller.gst}</Detail>
        )}
        <Detail term="Address">{seller.address}</Detail>
        <Detail term="PIN code">{seller.pincode}</Detail>
        <Detail term="Submitted">
          {seller.submittedAt ? formatInstant(seller.submittedAt) : null}
        </Detail>
        <Detail term="Signed up">{formatInstant(seller.createdAt)}</Detail>
        <Detail term="Bookings they cancelled">{String(seller.cancellationsByCaregiver)}</Detail>
      </dl>

      <h3 className="mt-4 text-sm font-semibold">Documents</h3>
      {seller.documents.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No documents uploaded.</p>
      ) : (
        <div className="mt-2 grid gap-3 lg:grid-cols-2">
          {seller.documents.map((document) => (
            <SellerDocument key={document.id} document={document} owner={name} />
          ))}
        </div>
      )}

      {deciding === 'approve' ? (
        <ApproveDialog seller={seller} onClose={() => setDeciding(null)} />
      ) : deciding === 'reject' ? (
        <RejectDialog seller={seller} onClose={() => setDeciding(null)} />
      ) : null}
    </article>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{term}</dt>
      <dd className="break-words">{children || '—'}</dd>
    </div>
  );
}
