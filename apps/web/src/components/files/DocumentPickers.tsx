import { registrationFiles } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { FileField } from './FileField';
import { formatFileSize } from './files';

interface DocumentPickersProps<F extends string> {
  /** Each document's field name and label ('Government ID'). */
  labels: Readonly<Record<F, string>>;
  files: Record<F, File | null>;
  errors: Partial<Record<F, string | undefined>>;
  onFilesChange: (update: (files: Record<F, File | null>) => Record<F, File | null>) => void;
  onErrorsChange: (
    update: (
      errors: Partial<Record<F, string | undefined>>,
    ) => Partial<Record<F, string | undefined>>,
  ) => void;
}

/**
 * One picker per document the operator checks, each showing the chosen file, the first check's
 * refusal (wrong type, too big) or the server's. Registration and the dashboard both use it.
 */
export function DocumentPickers<F extends string>({
  labels,
  files,
  errors,
  onFilesChange,
  onErrorsChange,
}: DocumentPickersProps<F>) {
  const { t } = useTranslation();
  const hint = t('components.files.hint', { size: formatFileSize(registrationFiles.maxBytes) });
  return (
    <>
      {(Object.keys(labels) as F[]).map((field) => (
        <FileField
          key={field}
          label={labels[field]}
          hint={hint}
          file={files[field]}
          error={errors[field]}
          onChange={(file) => {
            onErrorsChange((current) => ({ ...current, [field]: undefined }));
            onFilesChange((current) => ({ ...current, [field]: file }));
          }}
          onReject={(message) => {
            onErrorsChange((current) => ({ ...current, [field]: message }));
            onFilesChange((current) => ({ ...current, [field]: null }));
          }}
        />
      ))}
    </>
  );
}
