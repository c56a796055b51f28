import { Page } from '../../../components/ui/Page';
import { LastUpdated } from '../components/LastUpdated';
import { PolicySections } from '../components/PolicySections';
import { TERMS_SECTIONS } from '../content/terms';

export function TermsPage() {
  return (
    <Page
      title="Terms & Conditions"
      lead="The agreement between you and CareConnect when you book or offer care on our platform."
      width="prose"
    >
      <article>
        <LastUpdated />
        <PolicySections sections={TERMS_SECTIONS} numbered />
      </article>
    </Page>
  );
}
