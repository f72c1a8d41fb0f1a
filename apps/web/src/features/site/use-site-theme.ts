import { useEffect } from 'react';
import type { WholeAppConfiguration } from '@backlay/contract';
import { useUi } from '../../lib/ui-store';
import { applyThemeVars, themeCssVars } from './theme-vars';
import { writeCachedBrand } from './brand-cache';

/**
 * Applies the brand to the document: theme colours as CSS variables for the night mode in
 * use, the browser bar colour, the title, and the cached brand for the next loading screen.
 */
export function useSiteTheme(cfg: WholeAppConfiguration | undefined): void {
  const colorMode = useUi((s) => s.colorMode);
  useEffect(() => {
    const vars = themeCssVars(cfg?.theme, colorMode);
    applyThemeVars(document.documentElement, vars, colorMode);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', vars['--site-bg']!);
  }, [cfg?.theme, colorMode]);

  useEffect(() => {
    if (!cfg) return;
    const name = cfg.theme.logoText || cfg.whiteLabel.name;
    if (name) document.title = name;
    writeCachedBrand(cfg);
  }, [cfg]);
}
