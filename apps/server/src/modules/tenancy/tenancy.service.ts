import { randomInt } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import {
  DEFAULT_LOCALE,
  MESSAGES,
  SUPPORTED_LOCALES,
  domainFeaturesSchema,
  type CommunicationChannel,
  type ReferralSetting,
  type ThemeConfig,
  type WhiteLabelRole,
  type WholeAppConfiguration,
} from '@backlay/contract';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import type { AppContext, SiteContext, UserRow, WhiteLabelRow } from '../../lib/context.js';
import type { Config } from '../../config/config.js';
import { canSendOtp } from '../auth/otp-sender.js';
import { defaultFooter, defaultTheme } from './default-theme.js';
import { MAX_IMAGE_BYTES, UPLOADS_PREFIX, normaliseDataUrl, resolveUpload, sniffFile } from './image-file.js';
import type { ImageFile } from './image-reply.js';
import { isPublicUpload } from './upload-folders.js';
import { normaliseHost, type SiteCache } from './site-cache.js';
import { findTheme, findWhiteLabel, findWhiteLabelOfUser, setReferralCodeIfMissing } from './site.repository.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Referral codes avoid look-alike characters (0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/**
 * The theme a site shows. Stored themes may predate a newer field: the defaults fill what they
 * lack. Where no one-time code can be sent, the forgot-password link is hidden whatever the
 * theme says (the call itself is closed too, auth/otp.service.ts).
 */
function siteTheme(config: Config, name: string, type: 'b2b' | 'b2c', stored: ThemeConfig | undefined): ThemeConfig {
  const theme = { ...defaultTheme(name, type), ...stored };
  return canSendOtp(config) ? theme : { ...theme, enable: { ...theme.enable, forgetPassword: false } };
}

/** What a site tells its visitors about itself: configuration, theme, contacts, switches. */
export class TenancyService {
  constructor(
    private readonly ctx: AppContext,
    private readonly sites: SiteCache,
  ) {}

  /** `site` is the Host's site, or the one a `whiteLabelId` named from an unknown host. */
  async wholeAppConfiguration(site: SiteContext | null): Promise<WholeAppConfiguration> {
    if (!site) throw badRequest(MESSAGES.whiteLabelMissing);
    const { domain, whiteLabel } = site;
    const [cfg, stored] = await Promise.all([this.sites.appConfig(), findTheme(this.ctx.db, whiteLabel.id)]);
    return {
      appConfigruation: {
        isMaintenance: cfg.isMaintenance,
        useSocket: cfg.useSocket,
        isSocketBlocked: cfg.isSocketBlocked,
        siteLoader: cfg.siteLoader,
      },
      globalAppConfiguration: { defaultLocale: DEFAULT_LOCALE, locales: SUPPORTED_LOCALES.map((l) => ({ ...l })), currency: 'INR' },
      domain: {
        domainName: domain.host,
        type: domain.type,
        whitelabelId: whiteLabel.id,
        isDiamond: domain.isDiamond,
        isFuture9Switch: domain.isFuture9Switch,
        desktopHost: domain.desktopHost,
        features: domainFeaturesSchema.parse(domain.features ?? {}),
        bottomBar: domain.bottomBar,
      },
      whiteLabel: { _id: whiteLabel.id, name: whiteLabel.name },
      theme: siteTheme(this.ctx.config, whiteLabel.name, domain.type, stored?.theme),
      footerTheme: { ...defaultFooter(whiteLabel.name), ...stored?.footer },
    };
  }

  async maintenance(): Promise<{ isMaintenance: boolean }> {
    const cfg = await this.sites.appConfig();
    return { isMaintenance: cfg.isMaintenance };
  }

  /**
   * One of our images as a base64 data URL (the client saves or copies it without CORS).
   * Only data URLs and the uploads anyone may see on this site (upload-folders.ts): fetching
   * other URLs would make this an open proxy, and a private upload (a payment proof) is
   * answered only by its own authorised call.
   */
  async imageBase(imageUrl: string, requestHost: string | undefined, site: SiteContext | null): Promise<string> {
    if (/^data:/i.test(imageUrl)) return normaliseDataUrl(imageUrl);
    const { file, mime, size } = await this.publicUpload(uploadPathOf(imageUrl, normaliseHost(requestHost)), site);
    if (size > MAX_IMAGE_BYTES) throw badRequest('Image is too large');
    const bytes = await readFile(file);
    return `data:${mime};base64,${bytes.toString('base64')}`;
  }

  /** An upload to serve at `/uploads/...`: a public one of this site, only image files, typed by their bytes. */
  async uploadedImage(urlPath: string, site: SiteContext | null): Promise<ImageFile> {
    let path: string;
    try {
      path = decodeURIComponent(urlPath.split(/[?#]/)[0]!);
    } catch {
      throw notFound('Image not found');
    }
    return this.publicUpload(path, site);
  }

  /** A private upload and one that does not exist answer the same 404, so neither can be probed. */
  private async publicUpload(path: string, site: SiteContext | null): Promise<ImageFile> {
    const file = await resolveUpload(this.ctx.config.UPLOAD_DIR, path);
    if (!isPublicUpload(path, site)) throw notFound('Image not found');
    const mime = await sniffFile(file);
    if (!mime) throw notFound('Image not found');
    return { file, mime, size: (await stat(file)).size };
  }

  /**
   * WhatsApp contacts of the caller's white label. The administrator belongs to none: it
   * names a staff member (or a white label) with `adminId`, else gets empty strings.
   */
  async communicationDetail(caller: UserRow, adminId: string | undefined): Promise<CommunicationChannel> {
    let whiteLabel: WhiteLabelRow | null = null;
    if (caller.role !== 'administrator') {
      whiteLabel = caller.whiteLabelId ? await findWhiteLabel(this.ctx.db, caller.whiteLabelId) : null;
    } else if (adminId && UUID.test(adminId)) {
      whiteLabel = (await findWhiteLabelOfUser(this.ctx.db, adminId)) ?? (await findWhiteLabel(this.ctx.db, adminId));
    }
    return { depositWhatsapp: whiteLabel?.depositWhatsapp ?? '', withdrawWhatsapp: whiteLabel?.withdrawWhatsapp ?? '' };
  }

  async referralSetting(player: UserRow, requestSite: SiteContext | null): Promise<ReferralSetting> {
    const site = await this.siteOf(player, requestSite);
    const { whiteLabel } = site;
    const features = domainFeaturesSchema.parse(site.domain.features ?? {});
    const enabled = features.referAndEarn && whiteLabel.referralMaxBonus > 0 && !player.demo;
    return {
      enabled,
      maxBonusAmount: enabled ? whiteLabel.referralMaxBonus / 100 : 0,
      bonusPercent: enabled ? whiteLabel.referralBonusBps / 100 : 0,
      referralCode: player.demo ? '' : await this.referralCodeOf(player),
    };
  }

  async whiteLabelRole(player: UserRow, requestSite: SiteContext | null): Promise<WhiteLabelRole> {
    const { domain, whiteLabel } = await this.siteOf(player, requestSite);
    return {
      whiteLabelId: whiteLabel.id,
      name: whiteLabel.name,
      type: domain.type,
      features: domainFeaturesSchema.parse(domain.features ?? {}),
    };
  }

  /** The player's site: the Host's (the session check made sure it is theirs), else their label's main domain. */
  private async siteOf(player: UserRow, requestSite: SiteContext | null): Promise<SiteContext> {
    const site = requestSite ?? (player.whiteLabelId ? await this.sites.byWhiteLabelId(player.whiteLabelId) : null);
    if (!site) throw badRequest(MESSAGES.whiteLabelMissing);
    return site;
  }

  private async referralCodeOf(player: UserRow): Promise<string> {
    if (player.referralCode) return player.referralCode;
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const code = await setReferralCodeIfMissing(this.ctx.db, player.id, newReferralCode());
        if (code) return code;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
    }
    throw new AppError('INTERNAL', MESSAGES.somethingWentWrong);
  }
}

/** `/uploads/...` of an image URL: a bare path, or an absolute URL of the host being called. */
function uploadPathOf(imageUrl: string, requestHost: string): string {
  if (imageUrl.startsWith(UPLOADS_PREFIX)) return imageUrl.split(/[?#]/)[0]!;
  let url: URL;
  try {
    url = new URL(imageUrl);
  } catch {
    throw badRequest('Invalid image url');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !requestHost || normaliseHost(url.host) !== requestHost) {
    throw badRequest('Invalid image url');
  }
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    throw badRequest('Invalid image url');
  }
}

function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
