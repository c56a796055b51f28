import type { ReactNode } from 'react';

interface ChipProps {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
  /** The chip's full name when its words alone are not enough ("Lunch: Half"). */
  label?: string;
}

/** A toggle chip: a 44px-tall target that says whether it is on (aria-pressed). */
export function Chip({ pressed, onClick, children, label }: ChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      onClick={onClick}
      className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
        pressed
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
      }`}
    >
      {children}
    </button>
  );
}

/** A titled group of fields inside the entry form. */
export function FormGroup({
  title,
  hint,
  error,
  children,
}: {
  title: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 border-t border-slate-100 pt-4">
      <legend className="float-left w-full text-base font-semibold text-slate-900">{title}</legend>
      {hint ? <p className="clear-both pt-1 text-sm text-slate-600">{hint}</p> : null}
      <div className="clear-both pt-3">{children}</div>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
