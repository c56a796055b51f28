import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentHead } from './DocumentHead';

interface PageProps {
  title: string;
  /** A short sentence under the heading. */
  lead?: ReactNode;
  children?: ReactNode;
  /** Reading pages (policies) use a narrower measure than app screens. */
  width?: 'prose' | 'wide';
}

/** The standard page frame: document title, one h1, consistent spacing. */
export function Page({ title, lead, children, width = 'wide' }: PageProps) {
  const { t } = useTranslation();
  const maxWidth = width === 'prose' ? 'max-w-3xl' : 'max-w-6xl';
  return (
    <div className={`mx-auto w-full ${maxWidth} px-4 py-8 sm:px-6 sm:py-12`}>
      <DocumentHead title={`${title} | ${t('brand.name')}`} />
      <div className="mb-6 sm:mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-2 text-base text-slate-600">{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}
