import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { fieldError } from './fieldError';
import { errorTextClasses, hintTextClasses, labelClasses } from './fieldStyles';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control and announced with it. */
  error?: string;
  hint?: ReactNode;
  /** Adds a quiet "(optional)" to the label. */
  optional?: boolean;
  className?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error wired together for assistive technology. */
export function Field({ label, error, hint, optional, className, children }: FieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
        {optional ? (
          <span className="font-normal text-slate-500"> {t('components.field.optional')}</span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className={hintTextClasses}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={errorTextClasses} role="alert">
          {fieldError(error, language)}
        </p>
      ) : null}
    </div>
  );
}
