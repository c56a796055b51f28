import { registrationFiles } from '@care/shared';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { documentProblem, formatFileSize } from './files';

interface FileFieldProps {
  label: string;
  hint: string;
  file: File | null;
  error?: string;
  /** A file that passed the first checks, or null when removed. */
  onChange: (file: File | null) => void;
  /** A file the first checks refused, with the reason. */
  onReject: (message: string) => void;
}

/**
 * A document picker: the phone's own file chooser (camera or files), the chosen file's name and
 * size, and a clear reason when it cannot be used.
 */
export function FileField({ label, hint, file, error, onChange, onReject }: FileFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const chosenId = useId();

  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <div>
          <input
            {...control}
            ref={input}
            type="file"
            accept={registrationFiles.accept}
            aria-describedby={
              [control['aria-describedby'], file ? chosenId : null].filter(Boolean).join(' ') ||
              undefined
            }
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              if (!chosen) return;
              const problem = documentProblem(chosen);
              if (problem) {
                // Cleared, so choosing the same file again after fixing it still fires onChange.
                event.target.value = '';
                onReject(
                  problem.key === 'components.files.tooBig'
                    ? t(problem.key, { size: problem.size, max: problem.max })
                    : t(problem.key),
                );
                return;
              }
              onChange(chosen);
            }}
            // Visually replaced by the button-like label below, which reads better on a phone
            // than the browser's own control and shows the chosen file after going back a step.
            className="peer sr-only"
          />
          <label
            htmlFor={control.id}
            aria-hidden="true"
            className={[
              'inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border bg-white px-4',
              'font-semibold text-brand-800 hover:bg-brand-50',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
              error ? 'border-red-600' : 'border-brand-200',
            ].join(' ')}
          >
            <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
              <path
                d="M10 13V3m0 0L6 7m4-4 4 4M4 13v3a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1v-3"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.75"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {file ? t('components.files.changeFile') : t('components.files.chooseFile')}
          </label>
          {file ? (
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-3 py-1">
              <p id={chosenId} className="min-w-0 text-sm break-all text-slate-700">
                <span className="sr-only">{t('components.files.chosenFile')}</span>
                {file.name} <span className="text-slate-500">({formatFileSize(file.size)})</span>
              </p>
              <Button
                variant="ghost"
                aria-label={t('components.files.removeLabel', { label })}
                onClick={() => {
                  if (input.current) input.current.value = '';
                  onChange(null);
                }}
              >
                {t('components.files.remove')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
