import hindi from './strings.hi-in.json';
import { describeFeatureStrings } from '../../components/test/feature-strings';

describeFeatureStrings({
  name: 'money',
  prefix: 'money',
  minKeys: 60,
  // Every file of this feature that uses its own `money.*` keys; keys whose English default is
  // a contract message (MONEY_MESSAGES) have no literal here.
  sources: import.meta.glob<string>(['./**/*.{ts,tsx}', '!**/*.test.*'], { query: '?raw', import: 'default', eager: true }),
  hindi,
});
