import { companyDocumentFiles, registrationFiles, type CompanyDocumentField } from '@care/shared';
import { useState, type FormEvent } from 'react';
import { FileField } from '../../../components/files/FileField';
import { formatFileSize } from '../../../components/files/files';
import { Button } from '../../../components/ui/Button';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { serverFieldErrors, userErrorMessage } from '../../../lib/errorMessage';
import {
  useUploadCompanyDocuments,
  type CompanyDocumentFiles,
} from '../api/uploadCompanyDocuments';

const hint = `A photo or scan: JPEG, PNG, WebP or PDF, up to ${formatFileSize(registrationFiles.maxBytes)}. We need it to verify your company.`;
const fields = Object.keys(companyDocumentFiles.fields) as CompanyDocumentField[];

/**
 * The company's registration and GST certificates. Like a provider's documents they are not
 * enforced here (SPEC 5), but the operator cannot verify the company without them.
 */
export function CompanyDocumentsForm({ onDone }: { onDone: () => void }) {
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
        {fields.map((field) => (
          <FileField
            key={field}
            label={companyDocumentFiles.fields[field]}
            hint={hint}
            file={files[field]}
            error={errors[field]}
            onChange={(file) => {
              setErrors((current) => ({ ...current, [field]: undefined }));
              setFiles((current) => ({ ...current, [field]: file }));
            }}
            onReject={(message) => {
              setErrors((current) => ({ ...current, [field]: message }));
              setFiles((current) => ({ ...current, [field]: null }));
            }}
          />
        ))}
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
            ? 'Sending...'
            : chosen
              ? 'Send and continue'
              : 'Continue without documents'}
        </Button>
      </div>
    </form>
  );
}
