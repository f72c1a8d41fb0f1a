import hindi from './strings.hi-in.json';
import { describeFeatureStrings } from '../../components/test/feature-strings';

describeFeatureStrings({
  name: 'my wallet',
  prefix: 'myWallet',
  minKeys: 8,
  // Every file of the my-wallet feature (it owns the `myWallet.*` keys).
  sources: import.meta.glob<string>(['./**/*.{ts,tsx}', '!**/*.test.*'], { query: '?raw', import: 'default', eager: true }),
  hindi,
});
