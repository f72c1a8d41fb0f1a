import hindi from './strings.hi-in.json';
import { describeFeatureStrings } from '../../components/test/feature-strings';

describeFeatureStrings({
  name: 'bet reports',
  prefix: 'betReports',
  minKeys: 30,
  // Every file of this feature that uses its own `betReports.*` keys.
  sources: import.meta.glob<string>(['./**/*.{ts,tsx}', '!**/*.test.*'], { query: '?raw', import: 'default', eager: true }),
  hindi,
  isEnglishRequired: true,
});
