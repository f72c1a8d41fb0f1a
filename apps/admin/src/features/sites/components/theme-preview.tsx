import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { BottomBarVariant, DomainType, FooterTheme, ThemeConfig } from '@backlay/contract';
import { bottomBarCells, readableTextOn, type BottomBarCell } from '@backlay/domain';
import { previewVars, type ColorMode } from '../lib/theme-preview-vars';

export type PreviewDevice = 'phone' | 'desktop';

/** Logical size of each device; the frame scales down to the space it has. */
const DEVICE = { phone: { width: 390, height: 780 }, desktop: { width: 1280, height: 860 } } as const;

/**
 * Shows `children` at a device's real width, scaled down to fit its container (never up),
 * scrolling inside like the device would.
 */
function ScaledFrame({ device, children, label }: { device: PreviewDevice; children: ReactNode; label: string }) {
  const outer = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState<number>(DEVICE[device].width);
  const { width, height } = DEVICE[device];
  useLayoutEffect(() => {
    const el = outer.current;
    if (!el) return;
    const measure = () => setAvailable(el.clientWidth || width);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [width]);
  const scale = Math.min(1, available / width);
  return (
    <div ref={outer} className="w-full">
      <div
        className="mx-auto overflow-hidden rounded-2xl border-4 border-slate-800 bg-slate-800 shadow-xl"
        style={{ width: width * scale + 8, height: height * scale + 8 }}
      >
        <div
          role="region"
          aria-label={label}
          className="overflow-x-hidden overflow-y-auto"
          style={{ width, height, transform: `scale(${scale})`, transformOrigin: 'top left' }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}

function BrandMark({ theme, name, small = false }: { theme: ThemeConfig; name: string; small?: boolean }) {
  const label = theme.logoText || name;
  const src = small ? theme.logoSmallUrl || theme.logo || theme.headerLogo : theme.headerLogo || theme.logo;
  if (src) return <img src={src} alt={label} className={`${small ? 'h-6' : 'h-8'} w-auto max-w-40 object-contain`} />;
  return (
    <span className={`inline-flex max-w-full min-w-0 items-center gap-1.5 font-black tracking-tight ${small ? 'text-base' : 'text-xl'}`}>
      <span
        aria-hidden="true"
        className="inline-grid aspect-square h-[1.35em] place-items-center rounded-md text-[0.7em] font-black"
        style={{ background: 'var(--pv-accent)', color: 'var(--pv-on-accent)' }}
      >
        {label.charAt(0).toUpperCase()}
      </span>
      <span className="truncate">{label}</span>
    </span>
  );
}

const surface: CSSProperties = { background: 'var(--pv-surface)', borderColor: 'var(--pv-line)' };
const surface2: CSSProperties = { background: 'var(--pv-surface-2)', borderColor: 'var(--pv-line)' };
const muted: CSSProperties = { color: 'var(--pv-muted)' };

/** Label and line icon of each phone bottom bar cell (the player site's bar, drawn by `bottomBarCells`). */
const BAR_CELLS: Record<BottomBarCell, { label: string; icon: string }> = {
  home: { label: 'Home', icon: 'M3 11l9-7 9 7M5 10v10h14V10' },
  sports: { label: 'Sports', icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l4 3-1.5 5h-5L8 10z' },
  crash: { label: 'Crash', icon: 'M3 20l6-6 4 4 8-10M15 8h6v6' },
  casino: { label: 'Casino', icon: 'M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM12 8l2 3-2 3-2-3z' },
  bet: { label: 'Bet', icon: 'M5 4h14v16l-3-2-2 2-2-2-2 2-2-2-3 2zM9 9h6M9 13h6' },
  transactions: { label: 'Transactions', icon: 'M7 7h13l-3-3M17 17H4l3 3' },
  support: { label: 'Support', icon: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z' },
  menu: { label: 'Menu', icon: 'M4 6h16M4 12h16M4 18h16' },
};

const MATCHES = [
  { teams: 'India v Australia', live: true, odds: [1.85, 1.86, 2.1, 2.12] },
  { teams: 'Mumbai Indians v Chennai Super Kings', live: true, odds: [2.46, 2.5, 1.66, 1.68] },
  { teams: 'Arsenal v Chelsea', live: false, odds: [2.02, 2.04, 3.6, 3.65] },
];

function OddsCell({ kind, odd, size }: { kind: 'back' | 'lay'; odd: number; size: string }) {
  const bg = kind === 'back' ? 'var(--pv-back)' : 'var(--pv-lay)';
  return (
    <span className="flex min-w-14 flex-col items-center rounded-md px-2 py-1 leading-tight" style={{ background: bg, color: '#0b1120' }}>
      <b className="text-sm">{odd.toFixed(2)}</b>
      <span className="text-[10px] opacity-75">{size}</span>
    </span>
  );
}

/**
 * The player site's look for a theme, drawn from the draft as it is typed: header with the
 * logo and login (and register on b2c), the phone strip, the marquee, the banner, match rows
 * with back and lay prices, casino tiles, the footer and the phone's bottom bar in the domain's
 * variant; light or dark.
 * It follows apps/web's header, footer and colour rules (previewVars), not the site's code.
 */
export function ThemePreview({
  theme,
  footerTheme,
  name,
  type,
  mode,
  device,
  showPhishing,
  bottomBar,
}: {
  theme: ThemeConfig;
  footerTheme: FooterTheme;
  name: string;
  type: DomainType;
  mode: ColorMode;
  device: PreviewDevice;
  showPhishing: boolean;
  /** The phone bar's variant of the domain being previewed. */
  bottomBar: BottomBarVariant;
}) {
  const vars = previewVars(theme, mode) as CSSProperties;
  const phone = device === 'phone';
  const b2c = type === 'b2c';
  const social = Object.entries(theme.socialMedia).filter(([, v]) => v.trim());
  const shortcuts = b2c
    ? [theme.enable.depositButton ? 'Deposit' : null, theme.enable.withdrawButton ? 'Withdraw' : null]
    : ['In play', 'My bets'];

  return (
    <ScaledFrame
      device={device}
      label={`Preview of the player site (${device === 'phone' ? 'phone, 390 px' : 'desktop, 1280 px'}, ${mode})`}
    >
      <div
        className="relative min-h-full font-sans"
        style={{ ...vars, background: 'var(--pv-bg)', color: 'var(--pv-fg)', colorScheme: mode }}
      >
        {/* Header */}
        <div className="sticky top-0 z-10">
          <div className="flex h-14 items-center gap-2 border-b px-2" style={{ ...surface, backdropFilter: 'blur(8px)' }}>
            <span aria-hidden="true" className="grid size-10 place-items-center text-lg">
              ☰
            </span>
            <span className="mr-auto flex min-w-0">
              <BrandMark theme={theme} name={name} />
            </span>
            <span aria-hidden="true" className="grid size-9 place-items-center rounded-full text-sm font-bold" style={surface2}>
              ?
            </span>
            {!phone ? (
              <>
                <span className="px-2 text-sm" style={muted}>
                  English
                </span>
                <span aria-hidden="true" className="px-2">
                  {mode === 'dark' ? '☀' : '☾'}
                </span>
              </>
            ) : null}
            <span
              className="rounded-lg px-3.5 py-2 text-sm font-semibold"
              style={{ background: 'var(--pv-accent)', color: 'var(--pv-on-accent)' }}
            >
              Login
            </span>
            {b2c && theme.enable.isRegister ? (
              <span className="rounded-lg border px-3.5 py-2 text-sm font-semibold" style={surface2}>
                Register
              </span>
            ) : null}
          </div>
          {phone ? (
            <div className="grid grid-cols-[1fr_1.4fr_1fr] gap-2 px-2 py-2" style={{ background: 'var(--pv-bg)' }}>
              {[shortcuts[0], 'balance', shortcuts[1]].map((s, i) =>
                s === 'balance' ? (
                  <div
                    key="balance"
                    className="flex flex-col items-center justify-center rounded-xl px-2 py-1.5 text-center"
                    style={{ background: 'linear-gradient(135deg, var(--pv-primary), var(--pv-secondary))', color: 'var(--pv-on-primary)' }}
                  >
                    <BrandMark theme={theme} name={name} small />
                    <span className="mt-0.5 text-[11px] leading-tight font-bold underline">Login to see your balance</span>
                  </div>
                ) : s ? (
                  <div
                    key={s}
                    className="flex min-h-14 flex-col items-center justify-center rounded-xl text-[11px] font-bold tracking-wide uppercase ring-1"
                    style={{ ...surface2, ['--tw-ring-color' as string]: 'var(--pv-line)' }}
                  >
                    <span style={{ color: 'var(--pv-highlight)' }}>{i === 0 ? '⬇' : '⬆'}</span>
                    {s}
                  </div>
                ) : (
                  <span key={`gap${i}`} />
                ),
              )}
            </div>
          ) : null}
          <div
            className="flex h-8 items-center gap-2 overflow-hidden border-b text-xs font-medium"
            style={{ background: 'var(--pv-secondary)', color: 'var(--pv-on-secondary)', borderColor: 'var(--pv-line)' }}
          >
            <span className="grid h-full place-items-center px-2.5" style={{ color: 'var(--pv-accent)' }}>
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M3 10v4h4l5 4V6L7 10zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12" />
              </svg>
            </span>
            <span className="truncate">{theme.headerBottom.marqueeText}</span>
          </div>
        </div>

        <div className={`flex ${phone ? 'flex-col' : 'flex-row'} gap-4 p-3`}>
          {!phone ? (
            <aside className="w-56 shrink-0 rounded-xl border p-3 text-sm" style={surface}>
              {['Cricket', 'Soccer', 'Tennis', 'Horse Racing', 'Top Casino', 'Live Casino', 'Crash Games', 'Politics'].map((s, i) => (
                <p
                  key={s}
                  className="rounded-md px-2 py-1.5"
                  style={i === 0 ? { background: 'var(--pv-surface-2)', color: 'var(--pv-highlight)', fontWeight: 600 } : undefined}
                >
                  {s}
                </p>
              ))}
            </aside>
          ) : null}
          {/* Not a <main>: the console's own main landmark already holds this preview. */}
          <div role="region" aria-label="Preview page content" className="flex min-w-0 flex-1 flex-col gap-4">
            {theme.slideShow.length ? (
              <div
                className="relative overflow-hidden rounded-2xl ring-1"
                style={{ ...surface2, ['--tw-ring-color' as string]: 'var(--pv-line)' }}
              >
                {theme.slideShow[0]!.image ? (
                  <img
                    src={theme.slideShow[0]!.image}
                    alt={theme.slideShow[0]!.title ?? ''}
                    className={`w-full object-cover ${phone ? 'aspect-[16/7]' : 'aspect-[16/5.5]'}`}
                  />
                ) : (
                  <div
                    className={`grid place-items-center text-sm font-semibold ${phone ? 'aspect-[16/7]' : 'aspect-[16/5.5]'}`}
                    style={muted}
                  >
                    {theme.slideShow[0]!.title || 'Slide 1'}
                  </div>
                )}
                {theme.slideShow.length > 1 ? (
                  <span className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
                    {theme.slideShow.map((_, i) => (
                      <span key={i} className={`block h-1.5 rounded-full ${i === 0 ? 'w-6 bg-white' : 'w-1.5 bg-white/55'}`} />
                    ))}
                  </span>
                ) : null}
              </div>
            ) : null}
            <section
              className={`relative overflow-hidden rounded-3xl shadow-lg ${phone ? 'p-6' : 'flex items-center justify-between gap-8 p-10'}`}
              style={{
                background: 'linear-gradient(135deg, var(--pv-primary), var(--pv-secondary) 55%, var(--pv-secondary))',
                color: 'var(--pv-on-primary)',
              }}
            >
              <div className="max-w-2xl">
                <p className="inline-flex items-center gap-2 rounded-full bg-black/20 px-3 py-1 text-xs font-bold tracking-wider uppercase">
                  <span aria-hidden="true" className="size-2 rounded-full" style={{ background: 'var(--pv-accent)' }} />
                  Betting exchange · Casino · 18+
                </p>
                <h2 className={`mt-4 leading-tight font-black tracking-tight ${phone ? 'text-[1.75rem]' : 'text-4xl'}`}>
                  {theme.theme.bannerText || theme.logoText || name}
                </h2>
                <p className="mt-3 text-base opacity-90">
                  Better odds because you trade with other players. Cricket, football, tennis and racing, in play, all day.
                </p>
              </div>
              <div className={`flex gap-3 ${phone ? 'mt-6' : 'w-72 shrink-0 flex-col'}`}>
                <span
                  className="grid min-h-12 flex-1 place-items-center rounded-lg px-6 font-semibold"
                  style={{ background: 'var(--pv-accent)', color: 'var(--pv-on-accent)' }}
                >
                  Login
                </span>
                <span className="grid min-h-12 flex-1 place-items-center rounded-lg border border-white/40 bg-white/10 px-6 font-semibold text-white">
                  Demo Login
                </span>
              </div>
            </section>
            <section className="rounded-xl border" style={surface}>
              <h3
                className="flex items-center justify-between border-b px-3 py-2 text-sm font-bold"
                style={{ borderColor: 'var(--pv-line)' }}
              >
                <span style={{ color: 'var(--pv-highlight)' }}>In-play</span>
                <span className="text-xs font-medium" style={muted}>
                  1 · 2
                </span>
              </h3>
              {MATCHES.map((m) => (
                <div
                  key={m.teams}
                  className="flex items-center gap-2 border-b px-3 py-2 last:border-b-0"
                  style={{ borderColor: 'var(--pv-line)' }}
                >
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold">{m.teams}</p>
                    <span
                      className="mt-0.5 inline-block rounded px-1.5 text-[10px] font-bold"
                      style={m.live ? { background: '#dc2626', color: '#fff' } : { ...surface2, color: 'var(--pv-muted)' }}
                    >
                      {m.live ? 'LIVE' : 'VS'}
                    </span>
                  </div>
                  <OddsCell kind="back" odd={m.odds[0]!} size="12.4k" />
                  <OddsCell kind="lay" odd={m.odds[1]!} size="8.1k" />
                  {!phone ? (
                    <>
                      <OddsCell kind="back" odd={m.odds[2]!} size="5.6k" />
                      <OddsCell kind="lay" odd={m.odds[3]!} size="2.2k" />
                    </>
                  ) : null}
                </div>
              ))}
            </section>
            <section className={`grid gap-2 ${phone ? 'grid-cols-2' : 'grid-cols-4'}`}>
              {['Live Casino', 'Crash Games', 'Slot Games', 'Lottery'].map((c) => (
                <div key={c} className="flex h-20 items-end rounded-xl border p-2 text-sm font-bold" style={surface2}>
                  {c}
                </div>
              ))}
            </section>
          </div>
        </div>

        <footer className="mt-4 border-t px-4 pt-6 pb-24" style={surface}>
          <BrandMark theme={theme} name={name} />
          {footerTheme.mainTitle ? <h3 className="mt-3 text-base font-bold">{footerTheme.mainTitle}</h3> : null}
          {footerTheme.mainDescription ? (
            <p className="mt-1 line-clamp-4 text-sm leading-6" style={muted}>
              {footerTheme.mainDescription}
            </p>
          ) : null}
          {social.length ? (
            <div className="mt-3 flex flex-wrap gap-2">
              {social.map(([network]) => (
                <span
                  key={network}
                  className="grid size-9 place-items-center rounded-full text-xs font-bold capitalize ring-1"
                  style={surface2}
                >
                  {network.charAt(0)}
                </span>
              ))}
            </div>
          ) : null}
          <div className={`mt-5 grid gap-4 text-sm ${phone ? 'grid-cols-2' : 'grid-cols-4'}`}>
            {[
              ['Game', ['Exchange', 'Live Casino', 'Crash Games']],
              ['Company', ['About Us', 'Privacy Policy', 'Terms And Conditions']],
              ...(b2c
                ? [
                    ['Resources', ['Blogs', 'Promotions']],
                    ['Support', ['FAQ', 'Contact Us']],
                  ]
                : []),
            ].map(([title, links]) => (
              <div key={title as string}>
                <p className="text-xs font-bold tracking-widest uppercase">{title as string}</p>
                {(links as string[]).map((l) => (
                  <p key={l} className="mt-1.5" style={muted}>
                    {l}
                  </p>
                ))}
              </div>
            ))}
          </div>
          <div className="mt-5 flex items-start gap-3 border-t pt-4" style={{ borderColor: 'var(--pv-line)' }}>
            <span
              className="grid size-9 shrink-0 place-items-center rounded-full border-2 text-xs font-black"
              style={{ borderColor: '#dc2626', color: '#dc2626' }}
            >
              18+
            </span>
            <p className="line-clamp-3 text-xs leading-5" style={muted}>
              {footerTheme.companyDetail}
            </p>
          </div>
          <p className="mt-3 line-clamp-2 text-xs" style={muted}>
            {footerTheme.companyTermsCondition}
          </p>
          <p className="mt-3 border-t pt-3 text-xs" style={{ ...muted, borderColor: 'var(--pv-line)' }}>
            {footerTheme.copyrighMessage}
          </p>
        </footer>

        {phone ? (
          <nav className="sticky bottom-0 grid grid-cols-6 border-t text-center text-[10px] font-semibold" style={surface}>
            {bottomBarCells(bottomBar).map((cell, i) => (
              <span key={cell} className="py-2" style={i === 0 ? { color: 'var(--pv-highlight)' } : muted}>
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className="mx-auto mb-0.5 size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={1.8}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={BAR_CELLS[cell].icon} />
                </svg>
                {BAR_CELLS[cell].label}
              </span>
            ))}
          </nav>
        ) : null}

        {showPhishing && theme.phishingBanner.enabled ? (
          // The first screen of the page, where the site shows it after login.
          <div
            className="absolute inset-x-0 top-0 z-20 grid place-items-center p-6"
            style={{ background: 'rgb(2 6 23 / 0.6)', height: DEVICE[device].height }}
          >
            <div className="w-full max-w-sm rounded-2xl border p-4 text-center" style={surface}>
              {theme.phishingBanner.image ? (
                <img src={theme.phishingBanner.image} alt="" className="mx-auto mb-3 max-h-32 rounded-lg" />
              ) : null}
              <p className="text-sm">{theme.phishingBanner.text}</p>
              <span
                className="mt-3 inline-block rounded-lg px-4 py-2 text-sm font-semibold"
                style={{ background: 'var(--pv-accent)', color: readableTextOn(theme.themeColor.accent) }}
              >
                I understand
              </span>
            </div>
          </div>
        ) : null}
      </div>
    </ScaledFrame>
  );
}
