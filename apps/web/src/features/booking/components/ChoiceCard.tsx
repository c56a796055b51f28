import type { ReactNode } from 'react';

interface ChoiceCardProps {
  name: string;
  value: string;
  checked: boolean;
  onSelect: (value: string) => void;
  children: ReactNode;
  /** A short name for screen readers when the card holds more than a name. */
  accessibleName?: string;
}

/**
 * One option of a radio group drawn as a card: the whole card is the label, so the tap target
 * is large, and a native radio keeps keyboard arrows and screen readers working.
 */
export function ChoiceCard({
  name,
  value,
  checked,
  onSelect,
  children,
  accessibleName,
}: ChoiceCardProps) {
  return (
    <label
      className={`flex min-h-16 cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${
        checked
          ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
          : 'border-slate-200 bg-white hover:border-brand-300'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        aria-label={accessibleName}
        className="mt-0.5 size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
      />
      <span className="min-w-0 flex-1">{children}</span>
    </label>
  );
}
