/** Form controls: 44px+ tall, 16px text (iOS zooms into anything smaller), a clear error state. */
export function controlClasses(invalid: boolean, extra = ''): string {
  return [
    'block w-full rounded-xl border bg-white px-3.5 text-base text-slate-900 shadow-xs',
    'placeholder:text-slate-400 transition-colors',
    'focus:outline-2 focus:outline-offset-0 focus:outline-brand-600',
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
    invalid ? 'border-red-600 focus:outline-red-600' : 'border-slate-300 hover:border-slate-400',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export const labelClasses = 'mb-1.5 block text-sm font-medium text-slate-800';
export const errorTextClasses = 'mt-1.5 text-sm text-red-700';
export const hintTextClasses = 'mt-1.5 text-sm text-slate-500';
