import { Page } from '../../../components/ui/Page';
import { LastUpdated } from '../components/LastUpdated';
import { PolicySections } from '../components/PolicySections';
import { PRIVACY_SECTIONS } from '../content/privacy';

export function PrivacyPolicyPage() {
  return (
    <Page
      title="Privacy & Cookie Policy"
      lead="How we collect, use and protect the personal data of families and caregivers."
      width="prose"
    >
      <article>
        <LastUpdated />
        <PolicySections sections={PRIVACY_SECTIONS} />
      </article>
    </Page>
  );
}
