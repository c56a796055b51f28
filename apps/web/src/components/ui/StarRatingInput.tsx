import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { fieldError } from './fieldError';
import { errorTextClasses, labelClasses } from './fieldStyles';
import { MAX_STARS } from './StarRating';

const STAR_PATH =
  'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

interface StarRatingInputProps {
  legend: ReactNode;
  /** 1 to 5, or undefined before a choice. */
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  disabled?: boolean;
}

/**
 * A 1-5 star choice built on real radio buttons: arrow keys, screen readers ("4 stars, 4 of
 * 5") and forms work as with any radio group, and each star is a 44px touch target.
 */
export function StarRatingInput({
  legend,
  value,
  onChange,
  onBlur,
  name,
  error,
  disabled = false,
}: StarRatingInputProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const generatedName = useId();
  const errorId = useId();
  // Hovering shows what a tap would choose; the chosen value stays otherwise.
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;

  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className={labelClasses}>{legend}</legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setPreview(null)}>
        {Array.from({ length: MAX_STARS }, (_, index) => {
          const stars = index + 1;
          const filled = stars <= shown;
          return (
            <label
              key={stars}
              className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
              onMouseEnter={() => setPreview(stars)}
            >
              <input
                type="radio"
                name={name ?? generatedName}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                onBlur={onBlur}
                aria-label={t('components.stars', { count: stars })}
                className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
              />
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                data-filled={filled}
                className={`size-8 transition-colors ${filled ? 'fill-amber-400 stroke-amber-500' : 'fill-slate-100 stroke-slate-400'}`}
                strokeWidth="1"
                strokeLinejoin="round"
              >
                <path d={STAR_PATH} />
              </svg>
            </label>
          );
        })}
        <span className="ml-2 text-sm text-slate-600" aria-hidden="true">
          {value ? `${value} / ${MAX_STARS}` : ''}
        </span>
      </div>
      {error ? (
        <p id={errorId} role="alert" className={errorTextClasses}>
          {fieldError(error, language)}
        </p>
      ) : null}
    </fieldset>
  );
}
