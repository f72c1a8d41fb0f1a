import { paths } from '../../../config/paths';
import { LegalPage } from '../components/legal-page';
import { privacyContent } from '../content/privacy-policy';

export function PrivacyPolicyRoute() {
  return <LegalPage content={privacyContent} path={paths.privacy} />;
}
