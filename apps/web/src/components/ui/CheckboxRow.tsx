import type { ReactNode } from 'react';

interface CheckboxRowProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  className?: string;
}

/** A checkbox and its words as one 44px-tall target: the whole row toggles it. */
export function CheckboxRow({ checked, onChange, children, className = '' }: CheckboxRowProps) {
  return (
    <label className={`flex min-h-11 cursor-pointer items-center gap-3 ${className}`}>
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-brand-700"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
