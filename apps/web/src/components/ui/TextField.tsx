import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './Field';
import { controlClasses } from './fieldStyles';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'children'> &
  Omit<FieldProps, 'children'>;

/** A labelled input; spread react-hook-form's register() into it. */
export function TextField({ label, error, hint, optional, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => <input {...control} {...input} className={controlClasses(!!error, 'h-12')} />}
    </Field>
  );
}
