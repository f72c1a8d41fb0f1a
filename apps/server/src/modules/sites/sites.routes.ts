import type { FastifyInstance } from 'fastify';
import { SITE_MESSAGES, routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { createWhiteLabel, listAllWhiteLabels, updateWhiteLabel, type SitesDeps } from './white-labels.service.js';
import { createDomain, deleteDomain, listAllDomains, updateDomain } from './domains.service.js';
import { getSiteTheme, saveSiteTheme } from './site-theme.service.js';

const r = routes.sites;

/** The Sites calls of the staff console: each validates through the contract and calls one service function. */
export function registerSitesRoutes(app: FastifyInstance): void {
  const deps: SitesDeps = { ctx: app.ctx, sites: app.sites };
  const themeDeps = { ...deps, storage: app.proofStorage };

  registerRoute(app, r.getWhiteLabels, async (req) => listAllWhiteLabels(deps, inputOf(req.query)));
  registerRoute(app, r.createWhiteLabel, async (req) => ({
    message: SITE_MESSAGES.whiteLabelCreated,
    docs: await createWhiteLabel(deps, signedIn(req).user, inputOf(req.body), { ip: req.ip }),
  }));
  registerRoute(app, r.updateWhiteLabel, async (req) => ({
    message: SITE_MESSAGES.whiteLabelSaved,
    docs: await updateWhiteLabel(deps, signedIn(req).user, inputOf(req.params).whiteLabelId, inputOf(req.body), { ip: req.ip }),
  }));

  registerRoute(app, r.getDomains, async (req) => listAllDomains(deps, inputOf(req.query)));
  registerRoute(app, r.createDomain, async (req) => ({
    message: SITE_MESSAGES.domainSaved,
    docs: await createDomain(deps, signedIn(req).user, inputOf(req.params).whiteLabelId, inputOf(req.body), { ip: req.ip }),
  }));
  registerRoute(app, r.updateDomain, async (req) => ({
    message: SITE_MESSAGES.domainSaved,
    docs: await updateDomain(deps, signedIn(req).user, inputOf(req.params).domainId, inputOf(req.body), { ip: req.ip }),
  }));
  registerRoute(app, r.deleteDomain, async (req) => ({
    message: SITE_MESSAGES.domainDeleted,
    docs: await deleteDomain(deps, signedIn(req).user, inputOf(req.params).domainId, inputOf(req.body), { ip: req.ip }),
  }));

  registerRoute(app, r.getSiteTheme, async (req) => ({
    docs: await getSiteTheme(deps, signedIn(req).user, inputOf(req.params).whiteLabelId),
  }));
  registerRoute(app, r.saveSiteTheme, async (req) => ({
    message: SITE_MESSAGES.themeSaved,
    docs: await saveSiteTheme(themeDeps, signedIn(req).user, inputOf(req.params).whiteLabelId, inputOf(req.body), { ip: req.ip }),
  }));
}
