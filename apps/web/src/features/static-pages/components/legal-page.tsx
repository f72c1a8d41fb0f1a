import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageBreadcrumb } from '../../../components/layout/page-breadcrumb';
import { useSite } from '../../../lib/site-config';
import { paths } from '../../../config/paths';
import { Icon } from '../../../components/ui/icons';
import type { LegalBlock, LegalContent } from '../content/types';

const OTHER_PAGES = [
  { to: paths.rules, key: 'nav.rulesAndRegulation', label: 'Rules & Regulation' },
  { to: paths.terms, key: 'nav.termsAndConditions', label: 'Terms And Conditions' },
  { to: paths.privacy, key: 'nav.privacyPolicy', label: 'Privacy Policy' },
  { to: paths.responsibleGambling, key: 'nav.responsibleGambling', label: 'Responsible Gambling' },
  { to: paths.aboutUs, key: 'nav.aboutUs', label: 'About Us' },
];

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-2 pl-5 marker:text-highlight">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <p className="flex gap-3 rounded-xl border border-accent/40 bg-accent/10 p-4 font-medium">
      <Icon name="info" className="mt-0.5 shrink-0 text-highlight" />
      <span>{block.note}</span>
    </p>
  );
}

/** A static text page (open to anonymous visitors): title, summary, contents and sections. */
export function LegalPage({ content, path }: { content: LegalContent; path: string }) {
  const { t } = useTranslation();
  const { theme, whiteLabel } = useSite();
  const brand = theme.logoText || whiteLabel.name;
  const doc = content(brand);
  // The contents list is open beside the text on wide screens, folded above it on phones.
  const [tocOpen] = useState(() => window.matchMedia?.('(min-width: 1024px)').matches ?? true);

  useEffect(() => {
    const previous = document.title;
    document.title = `${doc.title} · ${brand}`;
    return () => {
      document.title = previous;
    };
  }, [doc.title, brand]);

  return (
    <article className="mx-auto max-w-6xl px-4 py-6 nav:px-6 nav:py-10">
      <PageBreadcrumb title={doc.title} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-black tracking-tight text-balance sm:text-4xl">{doc.title}</h1>
        <p className="mt-3 text-base leading-7 text-muted">{doc.summary}</p>
        <p className="mt-3 text-xs font-semibold tracking-wider text-muted uppercase">
          {t('legal.updated', 'Last updated')}: {doc.updated}
        </p>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-28 lg:self-start">
          <details className="card p-4" open={tocOpen}>
            <summary className="flex cursor-pointer items-center justify-between text-xs font-bold tracking-[0.14em] text-muted uppercase">
              {t('legal.contents', 'Contents')}
              <Icon name="chevronDown" size={16} />
            </summary>
            <ol className="mt-3 space-y-1.5 text-sm">
              {doc.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="block rounded text-fg/80 hover:text-brand-text">
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </details>
          <nav aria-label={t('legal.otherPages', 'Other pages')} className="mt-4 hidden lg:block">
            <ul className="space-y-1 text-sm">
              {OTHER_PAGES.filter((p) => p.to !== path).map((p) => (
                <li key={p.to}>
                  <Link to={p.to} className="flex items-center gap-1 rounded py-1 text-muted hover:text-fg">
                    <Icon name="chevronRight" size={14} />
                    {t(p.key, p.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>

        <div className="min-w-0 space-y-10">
          {doc.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="scroll-mt-32">
              <h2 id={`${s.id}-h`} className="text-xl font-extrabold tracking-tight">
                {s.heading}
              </h2>
              <div className="mt-3 max-w-3xl space-y-3 text-[15px] leading-7 text-fg/90">
                {s.blocks.map((b, i) => (
                  <Block key={i} block={b} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
