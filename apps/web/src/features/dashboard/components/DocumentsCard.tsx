import type { SellerKind } from '@care/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { DocumentPickers } from '../../../components/files/DocumentPickers';
import { Button } from '../../../components/ui/Button';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { serverFieldErrors } from '../../../lib/errorMessage';
import { documentFieldsOf, useSendDocuments } from '../api/profile';
import { errorText } from '../lib/text';

type DocumentField =
  keyof (typeof documentFieldsOf)['Provider'] | keyof (typeof documentFieldsOf)['Company'];

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
  const { t } = useTranslation();
  const fields = Object.keys(documentFieldsOf[caregiver]) as DocumentField[];
  const labels: Record<string, string> = Object.fromEntries(
    fields.map((field) => [field, t(`dashboard.documents.fields.${field}`)]),
  );
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
        toast.success(envelope.message ?? t('dashboard.documents.sent'));
        setFiles(empty);
        setErrors({});
      },
      onError: (error) => {
        const byField = serverFieldErrors(error);
        const onPicker = fields.some((field) => byField[field]);
        setErrors(byField);
        setProblem(onPicker ? null : errorText(error, t));
      },
    });
  };

  return (
    <section
      ref={card}
      id="documents"
      aria-label={t('dashboard.documents.title')}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 className="font-semibold text-slate-900">{t('dashboard.documents.title')}</h2>
      <p className="mt-1 text-sm text-slate-700">
        {verified ? t('dashboard.documents.verified') : t('dashboard.documents.unverified')}
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
            {send.isPending ? t('dashboard.documents.sending') : t('dashboard.documents.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
