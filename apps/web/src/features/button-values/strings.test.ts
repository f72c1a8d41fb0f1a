import hindi from './strings.hi-in.json';
import { describeFeatureStrings } from '../../components/test/feature-strings';

describeFeatureStrings({
  name: 'button values',
  prefix: ['buttonValues', 'stakes'],
  minKeys: 15,
  /*
   * Every file that uses this feature's `buttonValues.*` keys and the stake hooks' `stakes.*`
   * keys: this page, the stake editor it shares with the bet slip (components/stake-presets),
   * the slip itself and lib/stake-queries.ts (toasts).
   */
  sources: import.meta.glob<string>(
    [
      './**/*.{ts,tsx}',
      '../../components/stake-presets/**/*.{ts,tsx}',
      '../../components/bet-slip/**/*.{ts,tsx}',
      '../../lib/bet-slip/**/*.{ts,tsx}',
      '../../lib/stake-queries.ts',
      '!**/*.test.*',
    ],
    { query: '?raw', import: 'default', eager: true },
  ),
  hindi,
});
