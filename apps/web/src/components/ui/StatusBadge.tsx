import type { ReactNode } from 'react';

export type BadgeTone = 'warning' | 'success' | 'info' | 'caution' | 'neutral' | 'danger';

const tones: Record<BadgeTone, string> = {
  warning: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  success: 'bg-green-100 text-green-900 ring-green-300',
  info: 'bg-sky-100 text-sky-900 ring-sky-300',
  caution: 'bg-orange-100 text-orange-900 ring-orange-300',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  danger: 'bg-red-100 text-red-900 ring-red-300',
};

interface StatusBadgeProps {
  tone: BadgeTone;
  children: ReactNode;
}

/** A small pill for a status; the colour is never the only signal, the text says it too. */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
