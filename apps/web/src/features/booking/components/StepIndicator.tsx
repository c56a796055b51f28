import { STEP_COUNT, type WizardStep } from '../model/types';

const SHORT_TITLES = ['Service', 'Dates', 'Member', 'Review'] as const;

/** 'Step n of 4' over four progress bars (SPEC 2), each named for its step. */
export function StepIndicator({ step }: { step: WizardStep }) {
  return (
    <div>
      <p className="text-sm font-semibold text-brand-800">
        Step {step} of {STEP_COUNT}
      </p>
      <ol aria-label="Booking steps" className="mt-2 grid grid-cols-4 gap-2">
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
                {title}
                {state === 'done' ? <span className="sr-only"> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
