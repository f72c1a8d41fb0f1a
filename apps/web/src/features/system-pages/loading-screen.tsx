import { useTranslation } from 'react-i18next';

export interface LoadingBrand {
  logoText: string;
  logo: string;
  siteLoader: string;
}

/**
 * The per-brand loading screen: the brand's loader image or logo when known (from the last
 * configuration seen on this device), else its name, else a neutral mark.
 */
export function LoadingScreen({ brand }: { brand?: LoadingBrand | null }) {
  const { t } = useTranslation();
  // siteLoader is either an image of the brand's loader or a style keyword (e.g. 'spinner').
  const loaderImage = brand && /^(\/|https?:\/\/|data:image\/)/.test(brand.siteLoader) ? brand.siteLoader : '';
  const image = loaderImage || brand?.logo;
  const name = brand?.logoText ?? '';
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-[2000] grid place-items-center bg-page text-fg">
      <div className="flex flex-col items-center gap-6">
        {image ? (
          <img src={image} alt={name} className="h-16 w-auto max-w-[70vw] animate-pulse object-contain" />
        ) : name ? (
          <div className="flex items-center gap-3 text-3xl font-black tracking-tight">
            <span aria-hidden="true" className="grid size-11 place-items-center rounded-xl bg-accent text-2xl text-on-accent">
              {name.charAt(0).toUpperCase()}
            </span>
            <span>{name}</span>
          </div>
        ) : (
          <div aria-hidden="true" className="size-12 animate-spin rounded-full border-4 border-line border-t-accent" />
        )}
        <div aria-hidden="true" className="h-1 w-40 overflow-hidden rounded-full bg-surface-2">
          <div className="h-full w-2/5 rounded-full bg-accent [animation:loader-bar_1.1s_ease-in-out_infinite]" />
        </div>
        <span className="sr-only">{t('common.loading', 'Loading…')}</span>
      </div>
    </div>
  );
}
