import { childRolesOf, type Role } from '@backlay/contract';
import type { Tx } from '../../db/client.js';
import { conflict, forbidden } from '../../lib/app-error.js';
import type { UserRow } from '../../lib/context.js';
import { hashSecret } from '../../lib/password-hash.js';
import { openWallet } from '../ledger/ledger.service.js';
import { findUserByName, insertUser, type NewUserRow } from './user.repository.js';

export interface CreateUserInput {
  userName: string;
  password: string;
  role: Role;
  /** The upline; null only for the administrator. */
  parent: UserRow | null;
  /** White label of the new user; taken from the parent when the parent has one. */
  whiteLabelId?: string | null;
  at: Date;
  extra?: Partial<Omit<NewUserRow, 'userName' | 'passwordHash' | 'role' | 'parentId' | 'ancestors' | 'whiteLabelId'>>;
}

/**
 * Creates an account in the hierarchy with its wallet, in the caller's transaction.
 * The parent must be allowed to have this role below it; the ancestor path is the parent's
 * path plus the parent.
 */
export async function createUser(tx: Tx, input: CreateUserInput): Promise<UserRow> {
  const { parent, role } = input;
  if (parent && !childRolesOf(parent.role).includes(role)) {
    throw forbidden(`A ${parent.role} cannot create a ${role}`);
  }
  const whiteLabelId = parent?.whiteLabelId ?? input.whiteLabelId ?? null;
  if (role !== 'administrator' && !whiteLabelId) throw forbidden('WhiteLabel is Missing!');
  if (await findUserByName(tx, whiteLabelId, input.userName)) throw conflict('User name already exists');
  // An administrator's name is held on every site: a site account of that name would stand
  // beside the administrator on the login of that site's host (auth.repository.ts).
  if (whiteLabelId && (await findUserByName(tx, null, input.userName))) throw conflict('User name already exists');
  const user = await insertUser(tx, {
    ...input.extra,
    userName: input.userName,
    passwordHash: await hashSecret(input.password),
    role,
    parentId: parent?.id ?? null,
    ancestors: parent ? [...parent.ancestors, parent.id] : [],
    whiteLabelId,
    createdBy: input.extra?.createdBy ?? parent?.id ?? null,
    createdAt: input.at,
    updatedAt: input.at,
  });
  await openWallet(tx, user.id, whiteLabelId);
  return user;
}
