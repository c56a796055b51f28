import { bookingCodeBodySchema } from '@care/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { errorText } from '../lib/text';

type CodeSchema = typeof bookingCodeBodySchema;

export interface CodeFormTexts {
  label: string;
  hint: string;
  submit: string;
  busy: string;
}

interface CodeFormProps {
  texts: CodeFormTexts;
  /** Sends the code; a refusal thrown here is shown under the field in the server's words. */
  onSubmit: (code: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * One of the family's 6-digit codes (start, end, or a day's check-in and check-out): one
 * numeric field, so phones show the number pad and can paste a code. Checked with the shared
 * schema first; wrong code, wrong day, too many tries: the server says which, next to the field.
 */
export function CodeForm({ texts, onSubmit, onCancel }: CodeFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<CodeSchema>, unknown, z.output<CodeSchema>>({
    resolver: zodResolver(bookingCodeBodySchema),
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (caught) {
      setError('code', { message: errorText(caught, t) }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <TextField
        label={texts.label}
        hint={texts.hint}
        inputMode="numeric"
        autoComplete="one-time-code"
        enterKeyHint="done"
        maxLength={6}
        pattern="[0-9]*"
        spellCheck={false}
        className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.3em]"
        error={errors.code?.message}
        {...register('code')}
      />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? texts.busy : texts.submit}
        </Button>
      </div>
    </form>
  );
}
