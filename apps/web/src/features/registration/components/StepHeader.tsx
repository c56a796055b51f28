import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface StepHeaderProps {
  step: number;
  total: number;
  /** What this step asks for, e.g. 'Personal details'. */
  title: string;
}

/**
 * 'Step n of N' with a bar per step. N is the real number of steps (see
 * docs/decisions/006-registration-steps.md for why it is not the spec's 3).
 */
export function StepHeader({ step, total, title }: StepHeaderProps) {
  const { t } = useTranslation();
  const stepOf = t('registration.steps.stepOf', { step, total });
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step replaces the form in place: move focus to it, so a screen reader announces it
  // and a phone shows its top rather than wherever the last button was.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="mb-6">
      <p className="text-sm font-semibold text-brand-700">{stepOf}</p>
      <h3
        ref={heading}
        tabIndex={-1}
        className="mt-1 scroll-mt-24 text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {title}
      </h3>
      <div
        role="progressbar"
        aria-label={t('registration.steps.progress')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={stepOf}
        className="mt-3 flex gap-2"
      >
        {Array.from({ length: total }, (_, index) => (
          <span
            key={index}
            className={`h-1.5 flex-1 rounded-full ${index < step ? 'bg-brand-600' : 'bg-slate-200'}`}
          />
        ))}
      </div>
    </div>
  );
}
