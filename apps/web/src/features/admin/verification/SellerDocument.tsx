import type { SellerDocument as Document } from '@care/shared';
import { useEffect, useRef } from 'react';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useDocumentFile } from '../api/verification';

export const documentNames: Record<Document['kind'], string> = {
  govtID: 'Government ID',
  certification: 'Certification',
  registrationCertificate: 'Registration certificate',
  gstCertificate: 'GST certificate',
};

const sizeOf = (bytes: number) =>
  bytes < 1_000_000 ? `${Math.ceil(bytes / 1000)} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * One uploaded document, shown inline: an image as an image, a PDF in the browser's viewer.
 * The file is held in memory under a temporary address, given to the viewer and the 'Open
 * full size' link, and released when the document leaves the screen.
 */
export function SellerDocument({ document, owner }: { document: Document; owner: string }) {
  const file = useDocumentFile(document.id);
  const viewer = useRef<HTMLImageElement & HTMLIFrameElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const name = `${documentNames[document.kind]} of ${owner}`;
  const isPdf = document.mimeType === 'application/pdf';

  useEffect(() => {
    if (!file.data) return;
    const url = URL.createObjectURL(file.data);
    if (viewer.current) viewer.current.src = url;
    if (link.current) link.current.href = url;
    return () => URL.revokeObjectURL(url);
  }, [file.data]);

  return (
    <figure className="rounded-lg border border-slate-200 bg-slate-50 p-2">
      <figcaption className="flex flex-wrap items-baseline gap-x-2 px-1 pb-2 text-sm">
        <span className="font-medium">{documentNames[document.kind]}</span>
        <span className="text-xs text-slate-500">
          {isPdf ? 'PDF' : 'Image'} · {sizeOf(document.sizeBytes)}
        </span>
        {file.data ? (
          <a
            ref={link}
            target="_blank"
            rel="noopener"
            className="ml-auto inline-flex min-h-11 items-center text-xs font-medium text-brand-800 underline"
          >
            Open full size
          </a>
        ) : null}
      </figcaption>
      {file.isError ? (
        <div role="alert" className="p-2 text-sm text-red-700">
          {file.error.message}{' '}
          <button
            type="button"
            onClick={() => void file.refetch()}
            className="min-h-11 font-medium underline"
          >
            Try again
          </button>
        </div>
      ) : !file.data ? (
        <Skeleton className="h-64 w-full" />
      ) : isPdf ? (
        <iframe ref={viewer} title={name} className="h-96 w-full rounded bg-white" />
      ) : (
        <img ref={viewer} alt={name} className="max-h-96 w-full rounded bg-white object-contain" />
      )}
    </figure>
  );
}
