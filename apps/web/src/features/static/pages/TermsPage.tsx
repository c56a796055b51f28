import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/Page';
import { useLanguage } from '../../../lib/i18n';
import { LastUpdated } from '../components/LastUpdated';
import { PolicySections } from '../components/PolicySections';
import { termsSections } from '../content/terms';
import { KeepServerHtml } from '../../../lib/hydration/KeepServerHtml';

export function TermsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Page title={t('staticPages.terms.title')} lead={t('staticPages.terms.lead')} width="prose">
      {/* Text in the reader's language only: the server's HTML is kept (decision 035). */}
      <KeepServerHtml part="policy" inputs={[]}>
        <article>
          <LastUpdated />
          <PolicySections sections={termsSections[language]} numbered />
        </article>
      </KeepServerHtml>
    </Page>
  );
}
