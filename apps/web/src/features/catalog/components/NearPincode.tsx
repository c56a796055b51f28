import { readPincode } from '@care/shared';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { controlClasses, errorTextClasses, labelClasses } from '../../../components/ui/fieldStyles';
import { useLocatePincode } from '../hooks/useLocatePincode';

interface NearPincodeProps {
  /** The PIN code in effect (from the address), or ''. */
  value: string;
  onChange: (pincode: string) => void;
  /** Put the cursor here when the family came from 'Explore Services Near Me'. */
  autoFocus?: boolean;
}

/**
 * 'Near me': a PIN code orders the list by distance, nearest first, and each card says about how
 * far. Families know their PIN code; 'Use my location' finds it for them, asking the browser
 * only when tapped.
 */
export function NearPincode({ value, onChange, autoFocus = false }: NearPincodeProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [seen, setSeen] = useState(value);
  const location = useLocatePincode(onChange);
  const field = useRef<HTMLInputElement>(null);
  // Only when the family asked for 'near me': focusing moves the page. Focused by hand, as
  // Preact only writes an autofocus attribute, honoured on page load alone (decision 025).
  useLayoutEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = readPincode(draft);
    // An empty box is not a PIN code either.
    if (!parsed.success || parsed.data === undefined) {
      setError(t('catalog.near.invalid'));
      return;
    }
    setError(null);
    onChange(parsed.data);
  };

  if (value) {
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>
          <Trans
            i18nKey="catalog.near.nearestFirst"
            values={{ pincode: value }}
            components={{ pin: <strong className="tabular-nums" /> }}
          />
        </span>
        <Button variant="secondary" onClick={() => onChange('')}>
          {t('catalog.near.clear')}
        </Button>
      </p>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-x-3 gap-y-1">
      <div className="w-36 shrink-0">
        <label htmlFor={id} className={labelClasses}>
          {t('catalog.near.label')}
        </label>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t('catalog.near.placeholder')}
          ref={field}
          value={draft}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={controlClasses(Boolean(error), 'h-12 tabular-nums')}
        />
      </div>
      <Button type="submit" variant="secondary" className="h-12">
        {t('catalog.near.show')}
      </Button>
      {location.supported ? (
        <Button
          variant="ghost"
          className="h-12"
          disabled={location.state.status === 'locating'}
          onClick={() => void location.locate()}
        >
          {location.state.status === 'locating'
            ? t('catalog.near.locating')
            : t('catalog.near.useMyLocation')}
        </Button>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className={`w-full ${errorTextClasses}`}>
          {error}
        </p>
      ) : location.state.status === 'failed' ? (
        <p role="alert" className={`w-full ${errorTextClasses}`}>
          {location.state.message}
        </p>
      ) : null}
    </form>
  );
}
