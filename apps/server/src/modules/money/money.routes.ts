import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { MONEY_MESSAGES, routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { createMethod, listMethods, updateMethod } from './payment-methods.service.js';
import { createAccount, deleteAccount, getAccounts, setPrimaryAccount, updateAccountDetails } from './accounts.service.js';
import { enterDeposit, requestDeposit } from './deposit-request.service.js';
import { readDepositUpload } from './deposit-upload.js';
import { requestWithdrawal } from './withdraw-request.service.js';
import { decideDeposit } from './deposit-decision.service.js';
import { decideWithdrawal } from './withdraw-decision.service.js';
import { listDeposits, listWithdrawals } from './request-lists.service.js';
import { registerReconciliationRoutes } from './reconciliation.routes.js';
import { depositProof } from './deposit-proof.service.js';
import { sendImage } from '../tenancy/index.js';

const r = routes.money;

/** The money calls: each validates through the contract and calls one service function. */
export async function registerMoneyRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  // The multipart parser only where a proof is uploaded: its own scope, so every other route
  // keeps answering a multipart body with 415 instead of parsing uploads nobody reads.
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    registerRoute(scope, r.requestDeposit, async (req) => {
      const { form, image } = await readDepositUpload(req);
      const { deposit, utrFetched } = await requestDeposit(
        ctx,
        { storage: app.proofStorage, receipts: app.receiptReader },
        signedIn(req).user,
        form,
        image,
      );
      return {
        message: MONEY_MESSAGES.depositSuccessfull,
        docs: deposit,
        utrFetched,
        ...(utrFetched ? { info: MONEY_MESSAGES.utrAutoFetched } : {}),
      };
    });
  });

  registerRoute(app, r.getDepositTypes, async (req) => ({
    docs: await listMethods(ctx, signedIn(req).user, 'deposit', inputOf(req.query), req.site),
  }));
  registerRoute(app, r.getPaymentMethodTypes, async (req) => ({
    docs: await listMethods(ctx, signedIn(req).user, 'withdraw', inputOf(req.query), req.site),
  }));
  registerRoute(app, r.createDepositType, async (req) => ({
    message: MONEY_MESSAGES.methodSaved,
    docs: await createMethod(ctx, signedIn(req).user, 'deposit', inputOf(req.body), { site: req.site, ip: req.ip }),
  }));
  registerRoute(app, r.createPaymentMethodType, async (req) => ({
    message: MONEY_MESSAGES.methodSaved,
    docs: await createMethod(ctx, signedIn(req).user, 'withdraw', inputOf(req.body), { site: req.site, ip: req.ip }),
  }));
  registerRoute(app, r.updateDepositType, async (req) => {
    const { depositTypeId, ...patch } = inputOf(req.body);
    return {
      message: MONEY_MESSAGES.methodSaved,
      docs: await updateMethod(ctx, signedIn(req).user, 'deposit', depositTypeId, patch, { ip: req.ip }),
    };
  });
  registerRoute(app, r.updatePaymentMethodType, async (req) => {
    const { paymentMethodTypeId, ...patch } = inputOf(req.body);
    return {
      message: MONEY_MESSAGES.methodSaved,
      docs: await updateMethod(ctx, signedIn(req).user, 'withdraw', paymentMethodTypeId, patch, { ip: req.ip }),
    };
  });

  registerRoute(app, r.getAccounts, async (req) => ({ docs: await getAccounts(ctx, signedIn(req).user) }));
  registerRoute(app, r.createAccount, async (req) => ({
    message: MONEY_MESSAGES.accountCreated,
    docs: await createAccount(ctx, signedIn(req).user, inputOf(req.body)),
  }));
  registerRoute(app, r.updateAccount, async (req) => ({
    message: MONEY_MESSAGES.accountListUpdated,
    docs: await updateAccountDetails(ctx, signedIn(req).user, inputOf(req.body)),
  }));
  registerRoute(app, r.deleteAccount, async (req) => {
    await deleteAccount(ctx, signedIn(req).user, inputOf(req.query).accountId);
    return { message: MONEY_MESSAGES.accountDeleted };
  });
  registerRoute(app, r.setPrimaryAccount, async (req) => ({
    message: MONEY_MESSAGES.primaryAccountUpdated,
    docs: await setPrimaryAccount(ctx, signedIn(req).user, inputOf(req.body).accountId),
  }));

  registerRoute(app, r.getDeposits, async (req) => listDeposits(ctx, signedIn(req).user, inputOf(req.query)));
  registerRoute(app, r.getWithdrawals, async (req) => listWithdrawals(ctx, signedIn(req).user, inputOf(req.query)));
  // The bytes, not JSON: a stream skips the contract's response encoding.
  registerRoute(app, r.getDepositProof, async (req, reply) =>
    sendImage(reply, await depositProof(ctx, signedIn(req).user, inputOf(req.params).depositId), 'private'),
  );

  registerRoute(app, r.requestWithdrawal, async (req) => ({
    message: MONEY_MESSAGES.withdrawRequestAdded,
    docs: await requestWithdrawal(ctx, signedIn(req).user, inputOf(req.body), req.log),
  }));
  registerRoute(app, r.enterDeposit, async (req) => ({
    message: MONEY_MESSAGES.depositAdded,
    docs: await enterDeposit(ctx, signedIn(req).user, inputOf(req.body)),
  }));
  registerRoute(app, r.decideDeposit, async (req) => ({
    message: MONEY_MESSAGES.decided,
    docs: await decideDeposit(ctx, signedIn(req).user, inputOf(req.body), { ip: req.ip, log: req.log }),
  }));
  registerRoute(app, r.decideWithdrawal, async (req) => ({
    message: MONEY_MESSAGES.decided,
    docs: await decideWithdrawal(ctx, signedIn(req).user, inputOf(req.body), { ip: req.ip, log: req.log }),
  }));
  await registerReconciliationRoutes(app);
}
