import { useTranslation } from 'react-i18next';
import { useUi } from '../../lib/ui-store';
import { Icon } from '../ui/icons';

const ghost = 'inline-grid size-10 shrink-0 place-items-center rounded-lg hover:bg-black/5 dark:hover:bg-white/10';

/** Night-mode toggle (local storage 'theme'). */
export function NightModeToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const colorMode = useUi((s) => s.colorMode);
  const setColorMode = useUi((s) => s.setColorMode);
  const dark = colorMode === 'dark';
  return (
    <button
      type="button"
      className={`${ghost} ${className}`}
      aria-label={dark ? t('header.lightMode', 'Switch to light mode') : t('header.darkMode', 'Switch to dark mode')}
      title={dark ? t('header.lightMode', 'Switch to light mode') : t('header.darkMode', 'Switch to dark mode')}
      onClick={() => setColorMode(dark ? 'light' : 'dark')}
    >
      <Icon name={dark ? 'sun' : 'moon'} />
    </button>
  );
}

/** Switch Theme (domains with features.switchTheme): the classic, brand-coloured header. */
export function SwitchThemeButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const layoutTheme = useUi((s) => s.layoutTheme);
  const toggle = useUi((s) => s.toggleLayoutTheme);
  return (
    <button
      type="button"
      className={`inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold hover:bg-black/5 dark:hover:bg-white/10 ${className}`}
      aria-pressed={layoutTheme === 'classic'}
      onClick={toggle}
    >
      <Icon name="palette" size={18} />
      <span>{t('header.switchTheme', 'Switch Theme')}</span>
    </button>
  );
}

/** Opens the rules modal. */
export function RulesButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const setRulesOpen = useUi((s) => s.setRulesOpen);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={`inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold hover:bg-black/5 dark:hover:bg-white/10 ${className}`}
      onClick={() => setRulesOpen(true)}
    >
      <Icon name="book" size={18} />
      {/* Icon only on phones and small tablets (where the language and night-mode controls join
          the header, below 768 px the brand needs the room); the text still names the button. */}
      <span className="max-md:sr-only">{t('header.rules', 'Rules')}</span>
    </button>
  );
}
