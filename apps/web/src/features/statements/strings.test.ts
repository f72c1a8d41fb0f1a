import hindi from './strings.hi-in.json';
import { describeFeatureStrings } from '../../components/test/feature-strings';

describeFeatureStrings({
  name: 'statements',
  prefix: 'statements',
  minKeys: 12,
  // Every file of the statements feature (it owns the `statements.*` keys).
  sources: import.meta.glob<string>(['./**/*.{ts,tsx}', '!**/*.test.*'], { query: '?raw', import: 'default', eager: true }),
  hindi,
});
