import {
  SITE_MESSAGES,
  domainFeaturesSchema,
  type CreateDomainBody,
  type DomainsQuery,
  type PageInfo,
  type SiteDomain,
  type UpdateDomainBody,
} from '@backlay/contract';
import type { UserRow } from '../../lib/context.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/page-info.js';
import {
  countDomainsOf,
  deleteDomainRow,
  findDomainRow,
  findWhiteLabelRow,
  hostTaken,
  insertDomain,
  listDomains,
  updateDomainRow,
  type DomainListRow,
} from './sites.repository.js';
import { desktopHostOf, hostOf } from './site-input.js';
import type { SitesDeps } from './white-labels.service.js';
import { auditedSiteWrite } from './audited-site-write.js';

/**
 * The table of branded sites (docs/product.md §1): each host with its white label, type (b2b or
 * b2c), desktop host, feature switches (among them `casinoHome`, the `/` -> `/live-casino`
 * jump of plugins/site-redirects.ts) and phone bottom bar variant
 * (docs/decisions/bottom-bar-variants.md). Administrator only; writes need the transaction code,
 * are audited, and drop the site cache so the next request of this process sees them.
 */

function toWire({ domain, whiteLabelName }: DomainListRow): SiteDomain {
  return {
    _id: domain.id,
    host: domain.host,
    whiteLabel: { _id: domain.whiteLabelId, name: whiteLabelName },
    type: domain.type,
    desktopHost: domain.desktopHost,
    isDiamond: domain.isDiamond,
    isFuture9Switch: domain.isFuture9Switch,
    features: domainFeaturesSchema.parse(domain.features ?? {}),
    bottomBar: domain.bottomBar,
    createdAt: domain.createdAt.toISOString(),
  };
}

function auditView(d: SiteDomain) {
  const { createdAt: _c, whiteLabel, ...rest } = d;
  return { ...rest, whiteLabelId: whiteLabel._id };
}

export async function listAllDomains(deps: SitesDeps, q: DomainsQuery): Promise<PageInfo & { docs: SiteDomain[] }> {
  const { rows, total } = await listDomains(
    deps.ctx.db,
    { search: q.search || undefined, whiteLabelId: q.ofWhiteLabel, type: q.type },
    { by: q.sortBy, order: q.sortOrder },
    { offset: (q.page - 1) * q.limit, limit: q.limit },
  );
  const docs = rows.map(toWire);
  return { docs, ...pageInfo(q.page, q.limit, total, docs.length) };
}

export async function createDomain(
  deps: SitesDeps,
  caller: UserRow,
  whiteLabelId: string,
  body: CreateDomainBody,
  meta: { ip: string | null },
): Promise<SiteDomain> {
  const { ctx } = deps;
  const label = await findWhiteLabelRow(ctx.db, whiteLabelId);
  if (!label) throw notFound(SITE_MESSAGES.whiteLabelNotFound);
  const host = hostOf(body.host);
  const desktopHost = desktopHostOf(body.desktopHost ?? null);
  const features = domainFeaturesSchema.parse(body.features ?? {});
  return auditedSiteWrite(deps, caller, body.transactionCode, meta, async (tx, at) => {
    if (await hostTaken(tx, host)) throw conflict(SITE_MESSAGES.hostTaken);
    const domain = await insertDomain(tx, {
      host,
      whiteLabelId,
      type: body.type,
      desktopHost,
      isDiamond: body.isDiamond ?? false,
      isFuture9Switch: body.isFuture9Switch ?? false,
      features,
      bottomBar: body.bottomBar ?? 'sports',
      createdAt: at,
    });
    const wire = toWire({ domain, whiteLabelName: label.whiteLabel.name });
    return {
      result: wire,
      audit: { action: 'domain.create', targetType: 'domain', targetId: domain.id, after: auditView(wire) },
    };
  });
}

export async function updateDomain(
  deps: SitesDeps,
  caller: UserRow,
  domainId: string,
  body: UpdateDomainBody,
  meta: { ip: string | null },
): Promise<SiteDomain> {
  const { ctx } = deps;
  const found = await findDomainRow(ctx.db, domainId);
  if (!found) throw notFound(SITE_MESSAGES.domainNotFound);
  const patch: Parameters<typeof updateDomainRow>[2] = {};
  if (body.host !== undefined) patch.host = hostOf(body.host);
  if (body.type !== undefined) patch.type = body.type;
  if (body.desktopHost !== undefined) patch.desktopHost = desktopHostOf(body.desktopHost);
  if (body.isDiamond !== undefined) patch.isDiamond = body.isDiamond;
  if (body.isFuture9Switch !== undefined) patch.isFuture9Switch = body.isFuture9Switch;
  if (body.bottomBar !== undefined) patch.bottomBar = body.bottomBar;
  const featurePatch = Object.fromEntries(Object.entries(body.features ?? {}).filter(([, v]) => v !== undefined));
  if (Object.keys(patch).length === 0 && Object.keys(featurePatch).length === 0) throw badRequest(SITE_MESSAGES.nothingToChange);
  return auditedSiteWrite(deps, caller, body.transactionCode, meta, async (tx) => {
    const current = await findDomainRow(tx, domainId, { forUpdate: true });
    if (!current) throw notFound(SITE_MESSAGES.domainNotFound);
    if (patch.host !== undefined && (await hostTaken(tx, patch.host, domainId))) throw conflict(SITE_MESSAGES.hostTaken);
    const before = toWire(current);
    const features = domainFeaturesSchema.parse({ ...before.features, ...featurePatch });
    const domain = await updateDomainRow(tx, domainId, { ...patch, features });
    const after = toWire({ domain, whiteLabelName: current.whiteLabelName });
    return {
      result: after,
      audit: { action: 'domain.update', targetType: 'domain', targetId: domainId, before: auditView(before), after: auditView(after) },
    };
  });
}

export async function deleteDomain(
  deps: SitesDeps,
  caller: UserRow,
  domainId: string,
  body: { transactionCode: string | number },
  meta: { ip: string | null },
): Promise<{ _id: string }> {
  const { ctx } = deps;
  if (!(await findDomainRow(ctx.db, domainId))) throw notFound(SITE_MESSAGES.domainNotFound);
  return auditedSiteWrite(deps, caller, body.transactionCode, meta, async (tx) => {
    const current = await findDomainRow(tx, domainId, { forUpdate: true });
    if (!current) throw notFound(SITE_MESSAGES.domainNotFound);
    // The label row is locked too, so two deletes of its last two domains cannot both pass.
    await findWhiteLabelRow(tx, current.domain.whiteLabelId, { forUpdate: true });
    if ((await countDomainsOf(tx, current.domain.whiteLabelId)) <= 1) throw badRequest(SITE_MESSAGES.lastDomain);
    await deleteDomainRow(tx, domainId);
    return {
      result: { _id: domainId },
      audit: { action: 'domain.delete', targetType: 'domain', targetId: domainId, before: auditView(toWire(current)) },
    };
  });
}
