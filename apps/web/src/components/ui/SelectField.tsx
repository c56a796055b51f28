import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './Field';
import { controlClasses } from './fieldStyles';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children'> &
  Omit<FieldProps, 'children'> & {
    options: readonly SelectOption[];
    /** The first, empty option ("Select gender"); it carries the value ''. */
    placeholder?: string;
  };

/** A labelled native select (the phone's own picker on mobile); spread register() into it. */
export function SelectField({
  label,
  error,
  hint,
  optional,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            {...select}
            className={controlClasses(!!error, 'h-12 appearance-none pr-10')}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500"
          >
            <path
              d="M5.5 7.5 10 12l4.5-4.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
      )}
    </Field>
  );
}
