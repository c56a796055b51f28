import { formatPaise, type AssistantAction } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { isSitePath, type ConversationEntry } from './conversation';

type Result = NonNullable<ConversationEntry['results']>[number];

/**
 * The caregivers and companies a reply suggests, each a card that is one link to its page.
 * Following one closes the panel, so the page it opens is in view.
 */
export function ResultCards({ results, onFollow }: { results: Result[]; onFollow: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = results.filter((result) => isSitePath(result.href));
  if (shown.length === 0) return null;
  return (
    <ul aria-label={t('assistant.results')} className="mt-2 grid gap-2">
      {shown.map((result) => (
        <li key={`${result.kind}-${result.id}`}>
          <Link
            to={result.href}
            onClick={onFollow}
            className="flex min-h-11 flex-col rounded-xl border border-slate-200 bg-white px-3 py-2 transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span className="font-semibold text-brand-800 underline-offset-2 hover:underline">
              {result.name}
            </span>
            <span className="text-sm text-slate-600">
              {t(`assistant.kind.${result.kind}`)}
              {result.pricePerDay !== undefined
                ? ` · ${t('assistant.fromPerDay', { price: formatPaise(result.pricePerDay, language) })}`
                : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Next steps as chips: pages of the site with what was said already chosen. */
export function ActionChips({
  actions,
  onFollow,
}: {
  actions: AssistantAction[];
  onFollow: () => void;
}) {
  const { t } = useTranslation();
  const shown = actions.filter((action) => isSitePath(action.href));
  if (shown.length === 0) return null;
  return (
    <ul aria-label={t('assistant.nextSteps')} className="mt-2 flex flex-wrap gap-2">
      {shown.map((action) => (
        <li key={`${action.href}-${action.label}`}>
          <Link
            to={action.href}
            onClick={onFollow}
            className="inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-white px-4 text-sm font-medium text-brand-800 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {action.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
