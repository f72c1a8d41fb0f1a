import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { SiteTheme, ThemeConfig } from '@backlay/contract';
import { useSession } from '../../../lib/session-store';
import { useProfile } from '../../../lib/account-queries';
import { formatDateTime } from '../../../lib/format';
import { ListState, Page } from '../../../components/ui/page';
import { TextAreaField, TextField } from '../../../components/ui/fields';
import { useSiteTheme } from '../api/get-site-theme';
import { useSaveSiteTheme } from '../api/save-site-theme';
import { useWhiteLabels } from '../api/get-white-labels';
import { CheckField } from '../components/check-field';
import { CodeConfirmDialog } from '../components/code-confirm-dialog';
import { ColorField } from '../components/color-field';
import { ImageField } from '../components/image-field';
import { Segmented } from '../components/segmented';
import { ThemePreview, type PreviewDevice } from '../components/theme-preview';
import { COLOR_FIELDS, colorAt, isDirty, themeProblem, withColor, type ThemeDraft } from '../lib/theme-form';
import type { ColorMode } from '../lib/theme-preview-vars';
import { TabList } from '../../../components/ui/tab-list';

type Tab = 'brand' | 'header' | 'links' | 'footer';
const TABS: { value: Tab; label: string }[] = [
  { value: 'brand', label: 'Logo & colours' },
  { value: 'header', label: 'Header & banner' },
  { value: 'links', label: 'Links & slides' },
  { value: 'footer', label: 'Footer & notices' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-muted uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The address of a host of ours on the port the console runs on (the embedded mode serves every site on one port). */
function siteUrl(host: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${host}${port ? `:${port}` : ''}/`;
}

/**
 * Theme Editor: the theme and footer of a white label (administrator: any, picked here or from
 * White labels; whiteLabel: its own), edited with a live preview of the player site at phone or
 * desktop width, light or dark. Saving needs the transaction code; the sites show the new theme
 * at their next load.
 */
export function ThemeEditorRoute() {
  const role = useSession((s) => s.userType);
  const isAdministrator = role === 'administrator';
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const labels = useWhiteLabels({ page: 1, limit: 200, sortBy: 'name', sortOrder: 'asc' }, { enabled: isAdministrator });
  const whiteLabelId = isAdministrator
    ? (params.get('whiteLabel') ?? labels.data?.docs[0]?._id ?? null)
    : (profile.data?.whiteLabelId ?? null);
  const theme = useSiteTheme(whiteLabelId);
  // Kept here so a save (which remounts the editor with the saved theme) keeps the preview as it was.
  const [device, setDevice] = useState<PreviewDevice>('phone');
  const [mode, setMode] = useState<ColorMode>('light');

  return (
    <Page
      title="Theme editor"
      description="Logo, colours, texts and links of a white label's player site, with a live preview."
      actions={
        isAdministrator && labels.data ? (
          <label className="flex items-center gap-2 text-sm">
            <span className="text-muted">White label</span>
            <select className="input min-w-48" value={whiteLabelId ?? ''} onChange={(e) => setParams({ whiteLabel: e.target.value })}>
              {labels.data.docs.map((w) => (
                <option key={w._id} value={w._id}>
                  {w.name}
                </option>
              ))}
            </select>
          </label>
        ) : null
      }
    >
      <ListState isLoading={theme.isLoading || labels.isLoading} error={theme.error ?? labels.error} isEmpty={false} emptyText="" />
      {theme.data && whiteLabelId ? (
        <Editor
          key={`${whiteLabelId}:${theme.data.updatedAt ?? 'default'}`}
          whiteLabelId={whiteLabelId}
          saved={theme.data}
          preview={{ device, setDevice, mode, setMode }}
        />
      ) : null}
    </Page>
  );
}

interface PreviewState {
  device: PreviewDevice;
  setDevice(d: PreviewDevice): void;
  mode: ColorMode;
  setMode(m: ColorMode): void;
}

function Editor({ whiteLabelId, saved, preview: previewState }: { whiteLabelId: string; saved: SiteTheme; preview: PreviewState }) {
  const { device, setDevice, mode, setMode } = previewState;
  const initial: ThemeDraft = { theme: saved.theme, footerTheme: saved.footerTheme };
  const [draft, setDraft] = useState<ThemeDraft>(initial);
  const [tab, setTab] = useState<Tab>('brand');
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const [showPhishing, setShowPhishing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveSiteTheme(whiteLabelId);
  const dirty = isDirty(draft, initial);
  const t = draft.theme;
  const f = draft.footerTheme;
  const setTheme = (patch: Partial<ThemeConfig>) => setDraft((d) => ({ ...d, theme: { ...d.theme, ...patch } }));
  const setFooter = (k: keyof ThemeDraft['footerTheme']) => (v: string) =>
    setDraft((d) => ({ ...d, footerTheme: { ...d.footerTheme, [k]: v } }));
  const main = saved.domains[0];
  const type = main?.type ?? saved.whiteLabel.type;
  // The theme is the label's; the phone bar is each domain's: the preview draws the chosen one's.
  const [barHost, setBarHost] = useState(main?.host ?? '');
  const barDomain = saved.domains.find((d) => d.host === barHost) ?? main;

  function askToSave() {
    const p = themeProblem(draft);
    setProblem(p);
    if (!p) setConfirming(true);
  }

  const form = (
    <div className="card flex flex-col gap-4 p-4">
      <TabList<Tab> label="Theme sections" tabs={TABS} tab={tab} onTab={setTab} />
      {tab === 'brand' ? (
        <>
          <Section title="Logo">
            <TextField
              label="Logo text"
              value={t.logoText}
              onValueChange={(v) => setTheme({ logoText: v })}
              maxLength={60}
              hint="Shown when there is no logo image"
            />
            <ImageField
              label="Header logo"
              value={t.headerLogo}
              onChange={(v) => setTheme({ headerLogo: v })}
              hint="The header's logo; the main logo is used when empty"
            />
            <ImageField label="Logo" value={t.logo} onChange={(v) => setTheme({ logo: v })} />
            <ImageField
              label="Small logo"
              value={t.logoSmallUrl}
              onChange={(v) => setTheme({ logoSmallUrl: v })}
              hint="Balance card on phones, loading screen"
            />
          </Section>
          <Section title="Colours">
            <div className="grid gap-3 sm:grid-cols-2">
              {COLOR_FIELDS.map((c) => (
                <ColorField
                  key={c.label}
                  label={c.label}
                  hint={c.hint}
                  value={colorAt(t, c.path)}
                  onChange={(v) => setDraft((d) => ({ ...d, theme: withColor(d.theme, c.path, v) }))}
                />
              ))}
            </div>
          </Section>
        </>
      ) : null}
      {tab === 'header' ? (
        <>
          <Section title="Header">
            <TextAreaField
              label="Marquee text"
              value={t.headerBottom.marqueeText}
              onValueChange={(v) => setTheme({ headerBottom: { marqueeText: v } })}
              rows={3}
              maxLength={1000}
            />
            <div className="grid gap-2 sm:grid-cols-2">
              <CheckField
                label="Register link"
                hint="b2c sites only"
                checked={t.enable.isRegister}
                onChange={(v) => setTheme({ enable: { ...t.enable, isRegister: v } })}
              />
              <CheckField
                label="Forgot password link"
                hint="b2c sites only"
                checked={t.enable.forgetPassword}
                onChange={(v) => setTheme({ enable: { ...t.enable, forgetPassword: v } })}
              />
              <CheckField
                label="Deposit button"
                checked={t.enable.depositButton}
                onChange={(v) => setTheme({ enable: { ...t.enable, depositButton: v } })}
              />
              <CheckField
                label="Withdraw button"
                checked={t.enable.withdrawButton}
                onChange={(v) => setTheme({ enable: { ...t.enable, withdrawButton: v } })}
              />
            </div>
          </Section>
          <Section title="Banner">
            <TextField
              label="Banner text"
              value={t.theme.bannerText}
              onValueChange={(v) => setTheme({ theme: { ...t.theme, bannerText: v } })}
              maxLength={300}
            />
            <ImageField
              label="Mobile banner"
              value={t.theme.mobileBanner}
              onChange={(v) => setTheme({ theme: { ...t.theme, mobileBanner: v } })}
            />
          </Section>
        </>
      ) : null}
      {tab === 'links' ? (
        <>
          <Section title="Contacts and social media">
            <TextField
              label="Registration WhatsApp number"
              value={t.registration.whatsappNumber}
              onValueChange={(v) => setTheme({ registration: { whatsappNumber: v } })}
              inputMode="tel"
              maxLength={40}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              {(Object.keys(t.socialMedia) as (keyof ThemeConfig['socialMedia'])[]).map((k) => (
                <TextField
                  key={k}
                  label={k.charAt(0).toUpperCase() + k.slice(1)}
                  value={t.socialMedia[k]}
                  placeholder="https://…"
                  maxLength={500}
                  onValueChange={(v) => setTheme({ socialMedia: { ...t.socialMedia, [k]: v } })}
                />
              ))}
            </div>
          </Section>
          <Section title="Slide show">
            {t.slideShow.map((s, i) => (
              <div key={i} className="flex flex-col gap-2 rounded-lg border border-line p-3">
                <div className="flex items-center justify-between">
                  <p className="text-sm font-semibold">Slide {i + 1}</p>
                  <button
                    type="button"
                    className="btn btn-ghost min-h-8 px-2 text-danger"
                    onClick={() => setTheme({ slideShow: t.slideShow.filter((_, j) => j !== i) })}
                  >
                    Remove
                  </button>
                </div>
                <ImageField
                  label="Image"
                  value={s.image}
                  onChange={(v) => setTheme({ slideShow: t.slideShow.map((x, j) => (j === i ? { ...x, image: v } : x)) })}
                />
                <div className="grid gap-2 sm:grid-cols-2">
                  <TextField
                    label="Title"
                    value={s.title ?? ''}
                    maxLength={120}
                    onValueChange={(v) => setTheme({ slideShow: t.slideShow.map((x, j) => (j === i ? { ...x, title: v } : x)) })}
                  />
                  <TextField
                    label="Link"
                    value={s.link ?? ''}
                    placeholder="/live-casino"
                    maxLength={500}
                    onValueChange={(v) => setTheme({ slideShow: t.slideShow.map((x, j) => (j === i ? { ...x, link: v } : x)) })}
                  />
                </div>
              </div>
            ))}
            <button
              type="button"
              className="btn btn-ghost self-start"
              disabled={t.slideShow.length >= 12}
              onClick={() => setTheme({ slideShow: [...t.slideShow, { image: '', title: '', link: '' }] })}
            >
              Add slide
            </button>
          </Section>
        </>
      ) : null}
      {tab === 'footer' ? (
        <>
          <Section title="Footer">
            <TextField label="Main title" value={f.mainTitle} onValueChange={setFooter('mainTitle')} maxLength={200} />
            <TextAreaField
              label="Main description"
              value={f.mainDescription}
              onValueChange={setFooter('mainDescription')}
              rows={3}
              maxLength={5000}
            />
            <TextAreaField
              label="Company detail"
              value={f.companyDetail}
              onValueChange={setFooter('companyDetail')}
              rows={3}
              maxLength={5000}
            />
            <TextAreaField
              label="Company terms"
              value={f.companyTermsCondition}
              onValueChange={setFooter('companyTermsCondition')}
              rows={2}
              maxLength={5000}
            />
            <TextField label="Copyright message" value={f.copyrighMessage} onValueChange={setFooter('copyrighMessage')} maxLength={300} />
          </Section>
          <Section title="Phishing warning (shown once after first login)">
            <CheckField
              label="Show the warning"
              checked={t.phishingBanner.enabled}
              onChange={(v) => setTheme({ phishingBanner: { ...t.phishingBanner, enabled: v } })}
            />
            <TextAreaField
              label="Warning text"
              value={t.phishingBanner.text}
              onValueChange={(v) => setTheme({ phishingBanner: { ...t.phishingBanner, text: v } })}
              rows={2}
              maxLength={500}
            />
            <ImageField
              label="Warning image"
              value={t.phishingBanner.image ?? ''}
              onChange={(v) => setTheme({ phishingBanner: { ...t.phishingBanner, image: v || null } })}
            />
          </Section>
        </>
      ) : null}
    </div>
  );

  const preview = (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Segmented<PreviewDevice>
          label="Device"
          value={device}
          options={[
            { value: 'phone', label: 'Phone' },
            { value: 'desktop', label: 'Desktop' },
          ]}
          onChange={setDevice}
        />
        <Segmented<ColorMode>
          label="Mode"
          value={mode}
          options={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
          onChange={setMode}
        />
        <label className="flex items-center gap-1.5 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={showPhishing}
            onChange={(e) => setShowPhishing(e.target.checked)}
          />
          Warning
        </label>
        {device === 'phone' && saved.domains.length > 1 ? (
          <label className="flex items-center gap-1.5 text-sm">
            Phone bar of
            <select className="input w-auto" value={barDomain?.host} onChange={(e) => setBarHost(e.target.value)}>
              {saved.domains.map((d) => (
                <option key={d.host} value={d.host}>
                  {d.host}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <ThemePreview
        theme={t}
        footerTheme={f}
        name={saved.whiteLabel.name}
        type={type}
        mode={mode}
        device={device}
        showPhishing={showPhishing}
        bottomBar={barDomain?.bottomBar ?? 'sports'}
      />
    </div>
  );

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-muted">
          <span className="font-semibold text-fg">{saved.whiteLabel.name}</span> · {type.toUpperCase()} ·{' '}
          {saved.domains.map((d, i) => (
            <span key={d.host}>
              {i > 0 ? ', ' : ''}
              <a href={siteUrl(d.host)} target="_blank" rel="noreferrer" className="text-primary underline">
                {d.host}
              </a>
            </span>
          ))}{' '}
          · {saved.updatedAt ? `saved ${formatDateTime(saved.updatedAt)}` : 'default theme'}
        </p>
        <div className="xl:hidden">
          <Segmented<'edit' | 'preview'>
            label="Show"
            value={view}
            options={[
              { value: 'edit', label: 'Edit' },
              { value: 'preview', label: 'Preview' },
            ]}
            onChange={setView}
          />
        </div>
      </div>
      {/* Phone preview beside the form; the desktop preview takes the full width above it. */}
      <div
        className={
          device === 'desktop'
            ? 'flex flex-col-reverse gap-4'
            : 'grid grid-cols-[minmax(0,1fr)] items-start gap-4 xl:grid-cols-[minmax(0,1fr)_27rem]'
        }
      >
        <div className={view === 'edit' ? '' : 'hidden xl:block'}>{form}</div>
        <div className={`${device === 'phone' ? 'xl:sticky xl:top-4' : ''} ${view === 'preview' ? '' : 'hidden xl:block'}`}>{preview}</div>
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        {problem ? (
          <p role="alert" className="mr-auto text-sm font-medium text-danger">
            {problem}
          </p>
        ) : (
          <p className="mr-auto text-sm text-muted">{dirty ? 'Unsaved changes' : 'No changes'}</p>
        )}
        <button
          type="button"
          className="btn btn-ghost"
          disabled={!dirty}
          onClick={() => {
            setDraft(initial);
            setProblem(null);
          }}
        >
          Discard
        </button>
        <button type="button" className="btn btn-primary" disabled={!dirty} onClick={askToSave}>
          Save theme
        </button>
      </div>
      {confirming ? (
        <CodeConfirmDialog
          title={`Save the theme of ${saved.whiteLabel.name}?`}
          description="Every site of this white label shows it from its next page load."
          confirmLabel="Save theme"
          onConfirm={(transactionCode) => save.mutateAsync({ ...draft, transactionCode })}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
