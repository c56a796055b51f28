import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './Field';
import { controlClasses } from './fieldStyles';

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id' | 'children'> &
  Omit<FieldProps, 'children'>;

/** A labelled multi-line input; spread react-hook-form's register() into it. */
export function TextAreaField({
  label,
  error,
  hint,
  optional,
  className,
  rows = 3,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          {...textarea}
          className={controlClasses(!!error, 'min-h-24 resize-y py-3')}
        />
      )}
    </Field>
  );
}
