import { paths } from '../../../config/paths';
import { LegalPage } from '../components/legal-page';
import { rulesContent } from '../content/rules-and-regulation';

export function RulesAndRegulationRoute() {
  return <LegalPage content={rulesContent} path={paths.rules} />;
}
