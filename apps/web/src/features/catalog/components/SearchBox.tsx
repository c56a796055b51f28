import { useEffect, useEffectEvent, useId, useState } from 'react';
import { controlClasses, labelClasses } from '../../../components/ui/fieldStyles';

/** Waits for typing to pause, so a family on 3G does not send a request per keystroke. */
export const SEARCH_DEBOUNCE_MS = 350;
/** The API refuses longer searches (listingQuerySchema). */
const SEARCH_MAX_LENGTH = 100;

interface SearchBoxProps {
  label: string;
  placeholder: string;
  /** The search in effect (from the address). */
  value: string;
  /** Receives the trimmed text once typing pauses, or at once on Enter. */
  onSearch: (value: string) => void;
}

export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // The value last seen from outside. When the address changes on its own (Back, "Clear
  // filters"), the box follows it; our own commits are recorded first, so they do not echo back.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }

  const commit = useEffectEvent((next: string) => {
    setSeen(next);
    onSearch(next);
  });

  useEffect(() => {
    const next = draft.trim();
    if (next === value) return;
    const timer = window.setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value]);

  return (
    <form
      role="search"
      className="min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        const next = draft.trim();
        if (next !== value) {
          setSeen(next);
          onSearch(next);
        }
      }}
    >
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <div className="relative">
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400"
        >
          <circle cx="9" cy="9" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
          <path
            d="m13.5 13.5 3.5 3.5"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
          />
        </svg>
        <input
          id={id}
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className={controlClasses(false, 'h-12 pl-11')}
        />
      </div>
    </form>
  );
}
