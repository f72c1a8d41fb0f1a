import { paths } from '../../../config/paths';
import { LegalPage } from '../components/legal-page';
import { termsContent } from '../content/terms';

export function TermsAndConditionRoute() {
  return <LegalPage content={termsContent} path={paths.terms} />;
}
