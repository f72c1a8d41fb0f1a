import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope } from './envelope.js';
import { pathRoleSchema, roleSchema } from './roles.js';

/** Every profile field (docs/product.md §3 "User profile"). Amounts in rupees. */
export const profileSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  fullName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** The registration's mobile number: 10 digits for India, else E.164 (docs/decisions/phone-country-codes.md); '' when none. */
  phone: z.string(),
  userType: roleSchema,
  whiteLabelId: z.string(),
  whiteLabelType: z.enum(['b2b', 'b2c']),
  createdBy: z.string().nullable(),
  demo: z.boolean(),
  blocked: z.boolean(),
  enable2fa: z.boolean(),
  otpVerified: z.boolean(),
  changePassword: z.boolean(),
  confirmBets: z.boolean(),
  cockFightCreated: z.boolean(),
  profileSetup: z.boolean(),
  fcmToken: z.string().nullable(),
  /** Wallet balance including bonus. */
  pts: z.number(),
  availablePts: z.number(),
  exposure: z.number(),
  casinoPts: z.number(),
  sportsPts: z.number(),
  thirdPartyPts: z.number(),
  creditPts: z.number(),
  clientPL: z.number(),
  profit: z.number(),
  loss: z.number(),
  totalCommission: z.number(),
  /** Staff: counts of the downline. */
  totalAdmin: z.number().int(),
  totalUser: z.number().int(),
  userCount: z.number().int(),
  userAccount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const getProfile = defineRoute({
  method: 'GET',
  path: '/api/:role/profile',
  summary: 'The signed-in account with its points',
  tags: ['profile'],
  access: { kind: 'session', allowDuringPasswordChange: true, allowDuringTwoFactorSetup: true },
  params: z.object({ role: pathRoleSchema }),
  response: docsEnvelope(profileSchema),
});

export const ptsSchema = z.object({
  pts: z.number(),
  availablePts: z.number(),
  exposure: z.number(),
  casinoPts: z.number(),
  sportsPts: z.number(),
  thirdPartyPts: z.number(),
  creditPts: z.number(),
  bonusPts: z.number(),
});
export type Pts = z.infer<typeof ptsSchema>;

export const getPts = defineRoute({
  method: 'GET',
  path: '/api/:role/pts',
  summary: 'Balance, available points and exposure of the signed-in account',
  tags: ['profile'],
  access: { kind: 'session' },
  params: z.object({ role: pathRoleSchema }),
  response: docsEnvelope(ptsSchema),
});
