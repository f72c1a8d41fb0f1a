import hindi from './strings.hi-in.json';
import { describeFeatureStrings } from '../../components/test/feature-strings';

describeFeatureStrings({
  name: 'profit and loss report',
  prefix: 'plReport',
  minKeys: 18,
  // Every file of the P/L report feature (it owns the `plReport.*` keys).
  sources: import.meta.glob<string>(['./**/*.{ts,tsx}', '!**/*.test.*'], { query: '?raw', import: 'default', eager: true }),
  hindi,
});
