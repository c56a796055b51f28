import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/TextField';
import { readingKeys, readingValue, type EntryFormValues } from '../lib/entryForm';

interface ReadingsFieldsProps {
  register: UseFormRegister<EntryFormValues>;
  errors: FieldErrors<EntryFormValues>['readings'];
}

/**
 * Blood pressure, sugar, temperature and pulse: the number pad on phones (a decimal point for
 * temperature), and the shared schema's human ranges, so a slip is caught before it is sent.
 */
export function ReadingsFields({ register, errors }: ReadingsFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {readingKeys.map((key) => (
        <TextField
          key={key}
          label={t(`caregiverJournal.form.${key}`)}
          type="text"
          inputMode={key === 'temperature' ? 'decimal' : 'numeric'}
          autoComplete="off"
          enterKeyHint="next"
          maxLength={5}
          error={errors?.[key]?.message}
          {...register(`readings.${key}`, { setValueAs: readingValue })}
        />
      ))}
    </div>
  );
}
