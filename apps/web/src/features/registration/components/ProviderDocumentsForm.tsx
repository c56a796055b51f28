import { registrationFiles, type RegistrationFileField } from '@care/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { formatFileSize } from '../../../components/files/files';
import { FileField } from '../../../components/files/FileField';
import { InlineAlert } from '../../../components/ui/InlineAlert';

export type ProviderDocuments = Record<RegistrationFileField, File | null>;

interface ProviderDocumentsFormProps {
  documents: ProviderDocuments;
  onDocumentsChange: (documents: ProviderDocuments) => void;
  /** Field messages from the server (a refused file type or size). */
  serverErrors: Partial<Record<RegistrationFileField, string>>;
  /** The server's reason for refusing the submission, if it gave one. */
  problem: string | null;
  isSubmitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

/** Step 2: government ID and certification. Documents are not enforced (SPEC 5). */
export function ProviderDocumentsForm({
  documents,
  onDocumentsChange,
  serverErrors,
  problem,
  isSubmitting,
  onBack,
  onSubmit,
}: ProviderDocumentsFormProps) {
  const { t } = useTranslation();
  const hint = t('registration.documents.providerHint', {
    size: formatFileSize(registrationFiles.maxBytes),
  });
  const [rejected, setRejected] = useState<Partial<Record<RegistrationFileField, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <div className="grid gap-6">
        {(Object.keys(registrationFiles.fields) as RegistrationFileField[]).map((field) => (
          <FileField
            key={field}
            label={t(`registration.documents.${field}`)}
            hint={hint}
            file={documents[field]}
            error={rejected[field] ?? serverErrors[field]}
            onChange={(file) => {
              setRejected((current) => ({ ...current, [field]: undefined }));
              onDocumentsChange({ ...documents, [field]: file });
            }}
            onReject={(message) => {
              setRejected((current) => ({ ...current, [field]: message }));
              onDocumentsChange({ ...documents, [field]: null });
            }}
          />
        ))}
      </div>
      <InlineAlert message={problem} className="mt-6" />
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" size="lg" onClick={onBack} disabled={isSubmitting}>
          {t('registration.form.back')}
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting} className="sm:min-w-44">
          {isSubmitting ? t('registration.form.submitting') : t('registration.form.complete')}
        </Button>
      </div>
    </form>
  );
}
