import { MAX_THEME_IMAGE_BYTES, SITE_MESSAGES, siteMessage, type FooterTheme, type SiteTheme, type ThemeConfig } from '@backlay/contract';
import { isSafeColor } from '@backlay/domain';
import type { UserRow } from '../../lib/context.js';
import { badRequest, forbidden, notFound } from '../../lib/app-error.js';
import { verifyTransactionCode } from '../auth/index.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import type { ProofStorage } from '../money/index.js';
import { brandFolder, defaultFooter, defaultTheme, resolveUpload, sniffFile, sniffImage, uploadFolderOf } from '../tenancy/index.js';
import { domainsOfWhiteLabels, findThemeRow, findWhiteLabelRow, upsertThemeRow } from './sites.repository.js';
import type { SitesDeps } from './white-labels.service.js';

/**
 * The Theme Editor's calls: the theme and footer a white label's player site reads from
 * GET api/common/wholeAppConfiguration. The administrator edits any label, a whiteLabel
 * account its own only. A save is checked field by field (colours become CSS variables on the
 * player site, images and links are shown to every visitor), needs the transaction code and is
 * audited with the whole theme before and after.
 */

export interface ThemeDeps extends SitesDeps {
  /** Where an image sent inline (a data URL) is stored; answers its `/uploads/...` path. */
  storage: ProofStorage;
}

/** The label a caller may edit: any for the administrator, its own for a whiteLabel account. */
function assertReach(caller: UserRow, whiteLabelId: string): void {
  if (caller.role === 'administrator') return;
  if (caller.whiteLabelId !== whiteLabelId) throw forbidden(SITE_MESSAGES.notYourWhiteLabel);
}

export async function getSiteTheme(deps: SitesDeps, caller: UserRow, whiteLabelId: string): Promise<SiteTheme> {
  assertReach(caller, whiteLabelId);
  const { db } = deps.ctx;
  const label = await findWhiteLabelRow(db, whiteLabelId);
  if (!label) throw notFound(SITE_MESSAGES.whiteLabelNotFound);
  const [stored, domains] = await Promise.all([findThemeRow(db, whiteLabelId), domainsOfWhiteLabels(db, [whiteLabelId])]);
  const wl = label.whiteLabel;
  return {
    whiteLabel: { _id: wl.id, name: wl.name, type: wl.type },
    domains: domains.map((d) => ({ host: d.host, type: d.type, bottomBar: d.bottomBar })),
    // As the player site gets it (tenancy.service wholeAppConfiguration): stored over the defaults.
    theme: { ...defaultTheme(wl.name, wl.type), ...stored?.theme },
    footerTheme: { ...defaultFooter(wl.name), ...stored?.footer },
    updatedAt: stored ? stored.updatedAt.toISOString() : null,
  };
}

/* ----------------------------------- checks of a theme ----------------------------------- */

const COLOURS: [label: string, read: (t: ThemeConfig) => string][] = [
  ['Primary colour', (t) => t.themeColor.primary],
  ['Secondary colour', (t) => t.themeColor.secondary],
  ['Accent colour', (t) => t.themeColor.accent],
  ['Back colour', (t) => t.themeColor.back],
  ['Lay colour', (t) => t.themeColor.lay],
  ['Light background', (t) => t.background.light],
  ['Dark background', (t) => t.background.dark],
];

function checkLength(label: string, value: string, max: number): void {
  if (value.length > max) throw badRequest(siteMessage.textTooLong(label, max));
}

/** A link shown to visitors: empty, a path of the site, or http(s). Never `javascript:` and the like. */
function checkLink(label: string, value: string, opts: { allowPath: boolean }): void {
  checkLength(label, value, 500);
  const v = value.trim();
  if (v === '') return;
  if (opts.allowPath && /^\/(?!\/)[^\s]*$/.test(v)) return;
  if (/^https?:\/\/[^\s/]+[^\s]*$/i.test(v)) return;
  throw badRequest(`${label} should be ${opts.allowPath ? 'a path such as /live-casino or ' : ''}an https:// link`);
}

function checkTexts(theme: ThemeConfig, footer: FooterTheme): void {
  for (const [label, read] of COLOURS) if (!isSafeColor(read(theme))) throw badRequest(siteMessage.colorInvalid(label));
  checkLength('Logo text', theme.logoText, 60);
  checkLength('Marquee text', theme.headerBottom.marqueeText, 1000);
  checkLength('Banner text', theme.theme.bannerText, 300);
  checkLength('Phishing banner text', theme.phishingBanner.text, 500);
  checkLength('Registration WhatsApp number', theme.registration.whatsappNumber, 40);
  for (const [network, link] of Object.entries(theme.socialMedia)) checkLink(`The ${network} link`, link, { allowPath: false });
  if (theme.slideShow.length > 12) throw badRequest('At most 12 slides');
  theme.slideShow.forEach((s, i) => {
    checkLength(`Slide ${i + 1} title`, s.title ?? '', 120);
    checkLink(`Slide ${i + 1} link`, s.link ?? '', { allowPath: true });
  });
  checkLength('Main title', footer.mainTitle, 200);
  checkLength('Copyright message', footer.copyrighMessage, 300);
  for (const [label, text] of [
    ['Main description', footer.mainDescription],
    ['Company detail', footer.companyDetail],
    ['Company terms', footer.companyTermsCondition],
  ] as const) {
    checkLength(label, text, 5000);
  }
}

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/=\s]+)$/i;
const BRAND_PATH = /^\/brand\/[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;
const EXTENSION: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/**
 * Turns every image reference of the theme into one we serve or trust: an inline data URL is
 * checked by its bytes and stored; an `/uploads/` path must be an image file we hold among
 * this label's own theme images (the only uploads its site serves, tenancy/upload-folders.ts);
 * a `/brand/` path is the player site's own; anything else must be an https link.
 */
class ThemeImages {
  /** Files written during this save, removed again when the save fails. */
  readonly written: string[] = [];

  constructor(
    private readonly deps: ThemeDeps,
    private readonly whiteLabelId: string,
  ) {}

  async resolve(value: string): Promise<string> {
    const v = value.trim();
    if (v === '') return '';
    if (v.length > 1_000_000) throw badRequest(SITE_MESSAGES.imageTooLarge);
    const inline = DATA_URL.exec(v);
    if (inline) return this.store(Buffer.from(inline[1]!.replace(/\s+/g, ''), 'base64'));
    if (v.startsWith('/uploads/')) {
      const folder = uploadFolderOf(v);
      if (folder?.kind !== 'brand' || folder.whiteLabelId !== this.whiteLabelId) throw badRequest(SITE_MESSAGES.imageInvalid);
      let file: string;
      try {
        file = await resolveUpload(this.deps.ctx.config.UPLOAD_DIR, v);
      } catch {
        throw badRequest(SITE_MESSAGES.imageInvalid);
      }
      if (!(await sniffFile(file))) throw badRequest(SITE_MESSAGES.imageInvalid);
      return v;
    }
    if (BRAND_PATH.test(v)) return v;
    if (v.length <= 500 && /^https:\/\/[^\s/]+[^\s]*$/i.test(v)) return v;
    throw badRequest(SITE_MESSAGES.imageInvalid);
  }

  private async store(bytes: Buffer): Promise<string> {
    if (bytes.length > MAX_THEME_IMAGE_BYTES) throw badRequest(SITE_MESSAGES.imageTooLarge);
    const mime = sniffImage(bytes);
    if (!mime) throw badRequest(SITE_MESSAGES.imageInvalid);
    const path = await this.deps.storage.save(brandFolder(this.whiteLabelId), bytes, EXTENSION[mime]!);
    this.written.push(path);
    return path;
  }

  async removeWritten(): Promise<void> {
    await Promise.all(this.written.map((p) => this.deps.storage.remove(p)));
  }
}

async function withImages(theme: ThemeConfig, images: ThemeImages): Promise<ThemeConfig> {
  const phishingImage = theme.phishingBanner.image === null ? null : await images.resolve(theme.phishingBanner.image);
  return {
    ...theme,
    logo: await images.resolve(theme.logo),
    headerLogo: await images.resolve(theme.headerLogo),
    logoSmallUrl: await images.resolve(theme.logoSmallUrl),
    theme: { ...theme.theme, mobileBanner: await images.resolve(theme.theme.mobileBanner) },
    slideShow: await Promise.all(theme.slideShow.map(async (s) => ({ ...s, image: await images.resolve(s.image) }))),
    phishingBanner: { ...theme.phishingBanner, image: phishingImage === '' ? null : phishingImage },
  };
}

export async function saveSiteTheme(
  deps: ThemeDeps,
  caller: UserRow,
  whiteLabelId: string,
  body: { theme: ThemeConfig; footerTheme: FooterTheme; transactionCode: string | number },
  meta: { ip: string | null },
): Promise<SiteTheme> {
  assertReach(caller, whiteLabelId);
  const { ctx } = deps;
  const label = await findWhiteLabelRow(ctx.db, whiteLabelId);
  if (!label) throw notFound(SITE_MESSAGES.whiteLabelNotFound);
  const { theme, footerTheme: footer } = body;
  checkTexts(theme, footer);
  await verifyTransactionCode(ctx, caller, body.transactionCode);
  const images = new ThemeImages(deps, whiteLabelId);
  try {
    const stored = await withImages(theme, images);
    const at = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const before = await findThemeRow(tx, whiteLabelId);
      await upsertThemeRow(tx, { whiteLabelId, theme: stored, footer, updatedAt: at });
      await insertAuditRow(tx, {
        actorId: caller.id,
        action: 'theme.update',
        targetType: 'white_label',
        targetId: whiteLabelId,
        // Inline images were stored above: the rows keep their paths, never the bytes.
        before: before ? { theme: before.theme, footer: before.footer } : null,
        after: { theme: stored, footer },
        ip: meta.ip,
        createdAt: at,
      });
    });
  } catch (err) {
    await images.removeWritten();
    throw err;
  }
  return getSiteTheme(deps, caller, whiteLabelId);
}
