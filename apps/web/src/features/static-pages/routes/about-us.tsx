import { paths } from '../../../config/paths';
import { LegalPage } from '../components/legal-page';
import { aboutContent } from '../content/about-us';

export function AboutUsRoute() {
  return <LegalPage content={aboutContent} path={paths.aboutUs} />;
}
