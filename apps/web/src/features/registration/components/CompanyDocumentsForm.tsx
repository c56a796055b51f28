import { companyDocumentFiles, type CompanyDocumentField } from '@care/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentPickers } from '../../../components/files/DocumentPickers';
import { Button } from '../../../components/ui/Button';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { serverFieldErrors, userErrorMessage } from '../../../lib/errorMessage';
import {
  useUploadCompanyDocuments,
  type CompanyDocumentFiles,
} from '../api/uploadCompanyDocuments';

const fields = Object.keys(companyDocumentFiles.fields) as CompanyDocumentField[];

/**
 * The company's registration and GST certificates. Like a provider's documents they are not
 * enforced here (SPEC 5), but the operator cannot verify the company without them.
 */
export function CompanyDocumentsForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const labels = {
    registrationCertificate: t('registration.documents.registrationCertificate'),
    gstCertificate: t('registration.documents.gstCertificate'),
  };
  const [files, setFiles] = useState<CompanyDocumentFiles>({
    registrationCertificate: null,
    gstCertificate: null,
  });
  const [errors, setErrors] = useState<Partial<Record<CompanyDocumentField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadCompanyDocuments();
  const chosen = fields.some((field) => files[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    if (!chosen) {
      onDone();
      return;
    }
    setProblem(null);
    upload.mutate(files, {
      onSuccess: onDone,
      onError: (error) => {
        const byField = serverFieldErrors(error);
        setErrors(byField);
        setProblem(fields.some((field) => byField[field]) ? null : userErrorMessage(error));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={upload.isPending}>
      <div className="grid gap-6">
        <DocumentPickers
          labels={labels}
          files={files}
          errors={errors}
          onFilesChange={setFiles}
          onErrorsChange={setErrors}
        />
      </div>
      <InlineAlert message={problem} className="mt-6" />
      <div className="mt-8 flex justify-end">
        <Button
          type="submit"
          size="lg"
          disabled={upload.isPending}
          className="w-full sm:w-auto sm:min-w-44"
        >
          {upload.isPending
            ? t('registration.documents.sending')
            : chosen
              ? t('registration.documents.sendAndContinue')
              : t('registration.documents.continueWithout')}
        </Button>
      </div>
    </form>
  );
}
