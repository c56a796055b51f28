import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardTabs, tabOf, type DashboardView } from '../lib/views';

interface StatusTabsProps {
  view: DashboardView;
  onChange: (view: DashboardView) => void;
  /** The id of the panel the tabs control; each tab's id is `${panelId}-tab-${tab.id}`. */
  panelId: string;
}

export const tabId = (panelId: string, tab: string) => `${panelId}-tab-${tab}`;

/**
 * ARIA tabs over the booking statuses: one tab stop, arrow keys move and select (the lists
 * are cheap to load), and on a phone the row scrolls sideways instead of wrapping.
 */
export function StatusTabs({ view, onChange, panelId }: StatusTabsProps) {
  const { t } = useTranslation();
  const active = tabOf(view);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = dashboardTabs.findIndex((tab) => tab.id === active.id);
    const last = dashboardTabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const tab = dashboardTabs[target]!;
    onChange(tab.view);
    refs.current[target]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('dashboard.tabs.label')}
      onKeyDown={onKeyDown}
      className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
    >
      {dashboardTabs.map((tab, index) => {
        const selected = tab.id === active.id;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(panelId, tab.id)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              if (!selected) onChange(tab.view);
            }}
            className={`-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
              selected
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            {t(`dashboard.tabs.${tab.label}`)}
          </button>
        );
      })}
    </div>
  );
}
