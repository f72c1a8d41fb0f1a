import { useTranslation } from 'react-i18next';
import { LOCALES, changeLanguage, type Locale } from '../../lib/i18n';
import { Icon } from '../ui/icons';
import { Menu, menuItemClass } from '../ui/menu';

/** Language picker: English (en-us) or हिन्दी (hi-in), kept in local storage 'language'. */
export function LanguageMenu({ buttonClassName = '', align = 'end' }: { buttonClassName?: string; align?: 'start' | 'end' }) {
  const { t, i18n } = useTranslation();
  const current = LOCALES.find((l) => l.code === i18n.resolvedLanguage) ?? LOCALES[0];
  return (
    <Menu
      ariaLabel={t('header.language', 'Language')}
      align={align}
      buttonClassName={`inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold hover:bg-black/5 dark:hover:bg-white/10 ${buttonClassName}`}
      label={
        <>
          <Icon name="globe" size={18} />
          <span>{current.code === 'hi-in' ? 'हि' : 'EN'}</span>
        </>
      }
    >
      {LOCALES.map((l) => (
        <button
          key={l.code}
          type="button"
          role="menuitemradio"
          aria-checked={l.code === current.code}
          lang={l.htmlLang}
          className={menuItemClass}
          onClick={() => void changeLanguage(l.code as Locale)}
        >
          <span className="flex-1">{l.label}</span>
          {l.code === current.code && <span aria-hidden="true" className="size-2 rounded-full bg-accent" />}
        </button>
      ))}
    </Menu>
  );
}
