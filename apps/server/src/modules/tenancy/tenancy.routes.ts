import type { FastifyInstance } from 'fastify';
import { routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { badRequest, unauthorized } from '../../lib/app-error.js';
import type { AuthContext, UserRow } from '../../lib/context.js';
import type { AppSettingsService } from './app-settings.service.js';
import type { TenancyService } from './tenancy.service.js';
import { sendImage } from './image-reply.js';

const r = routes.tenancy;

export function tenancyRoutes(app: FastifyInstance, tenancy: TenancyService, settings: AppSettingsService): void {
  registerRoute(app, r.getWholeAppConfiguration, async (req) => ({ docs: await tenancy.wholeAppConfiguration(req.site) }));

  registerRoute(app, r.getMaintenance, async () => ({ docs: await tenancy.maintenance() }));

  registerRoute(app, r.getImageBaseUrl, async (req) => ({
    docs: { imageBase: await tenancy.imageBase(parsed(req.query).imageUrl, req.host, req.site) },
  }));

  registerRoute(app, r.getCommunicationDetail, async (req) => ({
    docs: await tenancy.communicationDetail(caller(req), parsed(req.query).adminId),
  }));

  registerRoute(app, r.getReferralSetting, async (req) => ({ docs: await tenancy.referralSetting(caller(req), req.site) }));

  registerRoute(app, r.getWhiteLabelRole, async (req) => ({ docs: await tenancy.whiteLabelRole(caller(req), req.site) }));

  // Clients send the toggles as PUT or POST; both reach the same handler.
  for (const method of ['PUT', 'POST'] as const) {
    registerRoute(app, { ...r.setMaintenance, method }, async (req) => {
      const body = parsed(req.body);
      return settings.setMaintenance(caller(req), { on: body.maintenanceMode, transactionCode: body.transactionCode, ip: req.ip });
    });
    registerRoute(app, { ...r.setUseSocket, method }, async (req) => {
      const body = parsed(req.body);
      return settings.setUseSocket(caller(req), { on: body.socket, transactionCode: body.transactionCode, ip: req.ip });
    });
  }

  // The public uploads (a site's theme images) so they display. Read-only, images only, and
  // sandboxed: an uploaded SVG cannot run script on our origin. Payment proofs are private and
  // answered by the money module's authorised call only (upload-folders.ts).
  app.get('/uploads/*', { schema: { hide: true } }, async (req, reply) =>
    sendImage(reply, await tenancy.uploadedImage(req.url, req.site), 'public'),
  );
}

/*
 * registerRoute validates the query and body and checks the session before a handler runs,
 * but its handler types still allow "missing" (RouteDef's optional fields, RouteAccess's
 * union). These two narrow once, here, instead of a non-null assertion at every use.
 */
function parsed<T>(value: T | undefined): T {
  if (value === undefined) throw badRequest('Request is missing its parameters');
  return value;
}

function caller(req: { auth: AuthContext | null }): UserRow {
  if (!req.auth) throw unauthorized();
  return req.auth.user;
}
