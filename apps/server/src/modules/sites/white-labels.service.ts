import {
  SITE_MESSAGES,
  domainFeaturesSchema,
  type CreateWhiteLabelBody,
  type PageInfo,
  type UpdateWhiteLabelBody,
  type WhiteLabelSummary,
  type WhiteLabelsQuery,
} from '@backlay/contract';
import { paiseToRupees } from '@backlay/domain';
import type { AppContext, DomainRow, UserRow } from '../../lib/context.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/page-info.js';
import { defaultFooter, defaultTheme, type SiteCache } from '../tenancy/index.js';
import {
  domainsOfWhiteLabels,
  findWhiteLabelRow,
  hostTaken,
  insertDomain,
  insertWhiteLabel,
  listWhiteLabels,
  updateWhiteLabelRow,
  upsertThemeRow,
  whiteLabelNameTaken,
  type WhiteLabelListRow,
} from './sites.repository.js';
import { auditedSiteWrite } from './audited-site-write.js';
import { bpsOf, hostOf, paiseOf, whatsappOf, whiteLabelNameOf } from './site-input.js';

/**
 * Modify All WhiteLabel (administrator): the list, a new label with its first domain and the
 * default theme, and edits of a label's own settings. Writes need the transaction code, are
 * audited with before and after, and reach every request of this process at once (the site
 * cache is dropped; other processes within its TTL).
 */

export interface SitesDeps {
  ctx: AppContext;
  sites: SiteCache;
}

function toWire(row: WhiteLabelListRow, domains: DomainRow[]): WhiteLabelSummary {
  const wl = row.whiteLabel;
  return {
    _id: wl.id,
    name: wl.name,
    type: wl.type,
    domains: domains.filter((d) => d.whiteLabelId === wl.id).map((d) => ({ _id: d.id, host: d.host, type: d.type })),
    depositWhatsapp: wl.depositWhatsapp,
    withdrawWhatsapp: wl.withdrawWhatsapp,
    referralMaxBonus: paiseToRupees(wl.referralMaxBonus),
    referralBonusPercent: wl.referralBonusBps / 100,
    demoPoints: paiseToRupees(wl.demoPoints),
    askedPriceOnly: wl.askedPriceOnly,
    players: row.players,
    staff: row.staff,
    createdAt: wl.createdAt.toISOString(),
  };
}

/** The facts of a label an audit row keeps (no counts: they are not part of the edit). */
function auditView(s: WhiteLabelSummary) {
  const { players: _p, staff: _s, createdAt: _c, ...rest } = s;
  return rest;
}

export async function listAllWhiteLabels(deps: SitesDeps, q: WhiteLabelsQuery): Promise<PageInfo & { docs: WhiteLabelSummary[] }> {
  const { rows, total } = await listWhiteLabels(
    deps.ctx.db,
    { search: q.search || undefined, type: q.type },
    { by: q.sortBy, order: q.sortOrder },
    { offset: (q.page - 1) * q.limit, limit: q.limit },
  );
  const domains = await domainsOfWhiteLabels(
    deps.ctx.db,
    rows.map((r) => r.whiteLabel.id),
  );
  const docs = rows.map((r) => toWire(r, domains));
  return { docs, ...pageInfo(q.page, q.limit, total, docs.length) };
}

export async function createWhiteLabel(
  deps: SitesDeps,
  caller: UserRow,
  body: CreateWhiteLabelBody,
  meta: { ip: string | null },
): Promise<WhiteLabelSummary> {
  const name = whiteLabelNameOf(body.name);
  const host = hostOf(body.host);
  return auditedSiteWrite(deps, caller, body.transactionCode, meta, async (tx, at) => {
    if (await whiteLabelNameTaken(tx, name)) throw conflict(SITE_MESSAGES.nameTaken);
    if (await hostTaken(tx, host)) throw conflict(SITE_MESSAGES.hostTaken);
    const wl = await insertWhiteLabel(tx, { name, type: body.type, createdAt: at });
    const domain = await insertDomain(tx, {
      host,
      whiteLabelId: wl.id,
      type: body.type,
      features: domainFeaturesSchema.parse({}),
      createdAt: at,
    });
    await upsertThemeRow(tx, { whiteLabelId: wl.id, theme: defaultTheme(name, body.type), footer: defaultFooter(name), updatedAt: at });
    const summary = toWire({ whiteLabel: wl, players: 0, staff: 0 }, [domain]);
    return {
      result: summary,
      audit: { action: 'whiteLabel.create', targetType: 'white_label', targetId: wl.id, after: auditView(summary) },
    };
  });
}

export async function updateWhiteLabel(
  deps: SitesDeps,
  caller: UserRow,
  whiteLabelId: string,
  body: UpdateWhiteLabelBody,
  meta: { ip: string | null },
): Promise<WhiteLabelSummary> {
  const { ctx } = deps;
  if (!(await findWhiteLabelRow(ctx.db, whiteLabelId))) throw notFound(SITE_MESSAGES.whiteLabelNotFound);
  const patch: Parameters<typeof updateWhiteLabelRow>[2] = {};
  if (body.name !== undefined) patch.name = whiteLabelNameOf(body.name);
  if (body.type !== undefined) patch.type = body.type;
  if (body.depositWhatsapp !== undefined) patch.depositWhatsapp = whatsappOf(body.depositWhatsapp);
  if (body.withdrawWhatsapp !== undefined) patch.withdrawWhatsapp = whatsappOf(body.withdrawWhatsapp);
  if (body.referralMaxBonus !== undefined) patch.referralMaxBonus = paiseOf(body.referralMaxBonus, SITE_MESSAGES.referralBonusInvalid);
  if (body.referralBonusPercent !== undefined)
    patch.referralBonusBps = bpsOf(body.referralBonusPercent, SITE_MESSAGES.referralPercentInvalid);
  if (body.demoPoints !== undefined) patch.demoPoints = paiseOf(body.demoPoints, SITE_MESSAGES.demoPointsInvalid);
  if (body.askedPriceOnly !== undefined) patch.askedPriceOnly = body.askedPriceOnly;
  if (Object.keys(patch).length === 0) throw badRequest(SITE_MESSAGES.nothingToChange);
  return auditedSiteWrite(deps, caller, body.transactionCode, meta, async (tx) => {
    const current = await findWhiteLabelRow(tx, whiteLabelId, { forUpdate: true });
    if (!current) throw notFound(SITE_MESSAGES.whiteLabelNotFound);
    if (patch.name !== undefined && (await whiteLabelNameTaken(tx, patch.name, whiteLabelId))) throw conflict(SITE_MESSAGES.nameTaken);
    const domains = await domainsOfWhiteLabels(tx, [whiteLabelId]);
    const before = toWire(current, domains);
    const updated = await updateWhiteLabelRow(tx, whiteLabelId, patch);
    const after = toWire({ ...current, whiteLabel: updated }, domains);
    return {
      result: after,
      audit: {
        action: 'whiteLabel.update',
        targetType: 'white_label',
        targetId: whiteLabelId,
        before: auditView(before),
        after: auditView(after),
      },
    };
  });
}
