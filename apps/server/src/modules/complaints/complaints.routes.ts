import type { FastifyInstance } from 'fastify';
import { COMPLAINT_MESSAGES, routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { answerComplaint, closeOwnComplaint, fileComplaint, listComplaintsFor } from './complaints.service.js';

/**
 * api/user/complain (the player's own), api/{role}/complain (admin down to subBranch) and
 * api/{role}/user/complain (administrator and whiteLabel, docs/product.md §6): one service, the
 * path only decides which roles may use it.
 */
export function registerComplaintRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const c = routes.complaints;

  registerRoute(app, c.getMyComplaints, async (req) => listComplaintsFor(ctx, signedIn(req).user, inputOf(req.query)));
  registerRoute(app, c.fileComplaint, async (req) => {
    const body = inputOf(req.body);
    return { message: COMPLAINT_MESSAGES.filed, docs: await fileComplaint(ctx, signedIn(req).user, body) };
  });
  registerRoute(app, c.closeOwnComplaint, async (req) => ({
    message: COMPLAINT_MESSAGES.closed,
    docs: await closeOwnComplaint(ctx, signedIn(req).user, inputOf(req.body).complainId),
  }));

  for (const [list, answer] of [
    [c.getDownlineComplaints, c.answerDownlineComplaint],
    [c.getUserPathComplaints, c.answerUserPathComplaint],
  ] as const) {
    registerRoute(app, list, async (req) => listComplaintsFor(ctx, signedIn(req).user, inputOf(req.query)));
    registerRoute(app, answer, async (req) => {
      const body = inputOf(req.body);
      const docs = await answerComplaint(ctx, signedIn(req).user, body, req.ip);
      return { message: body.action === 'close' ? COMPLAINT_MESSAGES.closed : COMPLAINT_MESSAGES.answered, docs };
    });
  }
}
