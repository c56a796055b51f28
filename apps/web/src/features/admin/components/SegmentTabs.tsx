import { useRef, type KeyboardEvent } from 'react';

export interface SegmentOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A row of tabs that picks one view of a list (a seller kind, a status). Arrow keys, Home and
 * End move between tabs and choose as they go, as the ARIA tabs pattern has it; only the chosen
 * tab is in the Tab order.
 */
export function SegmentTabs<V extends string>({
  label,
  options,
  value,
  onChange,
  controls,
}: {
  label: string;
  options: SegmentOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The id of the panel the tabs show. */
  controls?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const last = options.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % options.length
        : event.key === 'ArrowLeft'
          ? (current - 1 + options.length) % options.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(options[next]!.value);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
      onKeyDown={onKeyDown}
    >
      {options.map((option, index) => {
        const selected = index === current;
        return (
          <button
            key={option.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.value)}
            className={`min-h-11 rounded-lg px-4 text-sm font-medium ${
              selected ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:bg-white/60'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
