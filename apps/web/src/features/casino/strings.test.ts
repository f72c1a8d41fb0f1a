import hindi from './strings.hi-in.json';
import { describeFeatureStrings } from '../../components/test/feature-strings';

describeFeatureStrings({
  name: 'casino',
  prefix: 'casino',
  minKeys: 30,
  // Every file of the casino feature (it owns the `casino.*` keys).
  sources: import.meta.glob<string>(['./**/*.{ts,tsx}', '!**/*.test.*', '!./test/**'], { query: '?raw', import: 'default', eager: true }),
  // Category keys sit in a table (lib/game-types.ts), so every quoted key counts.
  extraKeys: /'(casino\.[a-zA-Z0-9_]+)'/g,
  hindi,
});
