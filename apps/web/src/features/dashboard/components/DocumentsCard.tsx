import type { SellerKind } from '@care/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'react-toastify';
import { DocumentPickers } from '../../../components/files/DocumentPickers';
import { Button } from '../../../components/ui/Button';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { serverFieldErrors, userErrorMessage } from '../../../lib/errorMessage';
import { documentFieldsOf, useSendDocuments } from '../api/profile';

interface DocumentsCardProps {
  caregiver: SellerKind;
  /** Verified caregivers are warned that sending starts a new check. */
  verified: boolean;
}

/**
 * The documents the operator checks (a provider's ID and certificate, a company's registration
 * and GST certificates), sent again from the dashboard after a refusal or to replace a scan.
 */
export function DocumentsCard({ caregiver, verified }: DocumentsCardProps) {
  const labels: Record<string, string> = documentFieldsOf[caregiver];
  const fields = Object.keys(labels);
  const empty = Object.fromEntries(fields.map((field) => [field, null])) as Record<
    string,
    File | null
  >;
  const [files, setFiles] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendDocuments(caregiver);
  const chosen = Object.values(files).some(Boolean);
  const card = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    // The refusal notice links here: bring the pickers into view.
    if (hash === '#documents') card.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || send.isPending) return;
    setProblem(null);
    send.mutate(files, {
      onSuccess: (envelope) => {
        toast.success(envelope.message ?? 'Documents sent');
        setFiles(empty);
        setErrors({});
      },
      onError: (error) => {
        const byField = serverFieldErrors(error);
        const onPicker = fields.some((field) => byField[field]);
        setErrors(byField);
        setProblem(onPicker ? null : userErrorMessage(error));
      },
    });
  };

  return (
    <section
      ref={card}
      id="documents"
      aria-label="Documents"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 className="font-semibold text-slate-900">Documents</h2>
      <p className="mt-1 text-sm text-slate-700">
        {verified
          ? 'You are verified. Sending new documents starts a new check, and families cannot book you until it is done.'
          : 'Our team checks these before families can book you. Send a new one if we asked for it.'}
      </p>
      <form noValidate onSubmit={submit} aria-busy={send.isPending} className="mt-4">
        <div className="grid gap-5 sm:grid-cols-2">
          <DocumentPickers
            labels={labels}
            files={files}
            errors={errors}
            onFilesChange={setFiles}
            onErrorsChange={setErrors}
          />
        </div>
        <InlineAlert message={problem} />
        <div className="mt-5 flex justify-end">
          <Button type="submit" disabled={!chosen || send.isPending} className="w-full sm:w-auto">
            {send.isPending ? 'Sending...' : 'Send for checking'}
          </Button>
        </div>
      </form>
    </section>
  );
}
