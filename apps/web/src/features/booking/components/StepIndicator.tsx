import { useTranslation } from 'react-i18next';
import { STEP_COUNT, type WizardStep } from '../model/types';

const SHORT_TITLES = [
  'booking.steps.short1',
  'booking.steps.short2',
  'booking.steps.short3',
  'booking.steps.short4',
] as const;

/** 'Step n of 4' over four progress bars (SPEC 2), each named for its step. */
export function StepIndicator({ step }: { step: WizardStep }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="text-sm font-semibold text-brand-800">
        {t('booking.steps.stepOf', { step, count: STEP_COUNT })}
      </p>
      <ol aria-label={t('booking.steps.label')} className="mt-2 grid grid-cols-4 gap-2">
        {SHORT_TITLES.map((title, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <li key={title} aria-current={state === 'current' ? 'step' : undefined}>
              <span
                aria-hidden="true"
                data-state={state}
                className={`block h-2 rounded-full transition-colors ${state === 'todo' ? 'bg-slate-200' : 'bg-brand-600'}`}
              />
              <span
                className={`mt-1.5 block truncate text-xs ${state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-500'}`}
              >
                {t(title)}
                {state === 'done' ? (
                  <span className="sr-only">{t('booking.steps.completed')}</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
