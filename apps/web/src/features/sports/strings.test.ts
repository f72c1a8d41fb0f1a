import hindi from './strings.hi-in.json';
import { describeFeatureStrings } from '../../components/test/feature-strings';

describeFeatureStrings({
  name: 'sports',
  prefix: 'sports',
  minKeys: 30,
  /*
   * Every file that uses the sports feature's `sports.*` keys: this feature, the signed-in
   * home, the shared sports components, the side menu's tree, search and menu entries, and
   * the favourites toasts of lib/sports-queries.ts.
   */
  sources: import.meta.glob<string>(
    [
      './**/*.{ts,tsx}',
      '../home/**/*.{ts,tsx}',
      '../../components/sports/**/*.{ts,tsx}',
      '../../components/layout/{sports-tree,global-search,menu-items}.{ts,tsx}',
      '../../lib/sports-queries.ts',
      '!**/*.test.*',
    ],
    { query: '?raw', import: 'default', eager: true },
  ),
  // Menu entries name their label by key, and sport names are keyed by event type id (sport-name.ts).
  extraKeys: /\b(?:labelKey: |\d+: )'(sports\.[a-zA-Z0-9_.]+)'/g,
  hindi,
});
