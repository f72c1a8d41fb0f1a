import { paths } from '../../../config/paths';
import { LegalPage } from '../components/legal-page';
import { responsibleGamblingContent } from '../content/responsible-gambling';

export function ResponsibleGamblingRoute() {
  return <LegalPage content={responsibleGamblingContent} path={paths.responsibleGambling} />;
}
