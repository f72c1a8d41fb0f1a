import { z } from 'zod';

/**
 * Every role of the hierarchy, top to bottom. `defaultBranch` is accepted at the edge
 * (sign-in, paths) but stored as `branch` (docs/product.md §6).
 */
export const ROLES = ['administrator', 'whiteLabel', 'admin', 'superMaster', 'master', 'agent', 'branch', 'subBranch', 'user'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Roles as they may appear in an API path segment (`api/{role}/...`). */
export const PATH_ROLES = [...ROLES, 'defaultBranch'] as const;
export const pathRoleSchema = z.enum(PATH_ROLES);
export type PathRole = z.infer<typeof pathRoleSchema>;

export const STAFF_ROLES = ROLES.filter((r) => r !== 'user') as Exclude<Role, 'user'>[];

/** Rank of a role: lower is higher in the hierarchy. */
export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

/** Stored role for a path or login role (`defaultBranch` is stored as `branch`). */
export function storedRole(role: PathRole): Role {
  return role === 'defaultBranch' ? 'branch' : role;
}

/**
 * Which roles a role may create directly below itself. Each staff role creates the next
 * roles down; any staff role from admin down may also open player accounts directly
 * (common on real white-label exchanges, where a master runs its own players).
 */
export function childRolesOf(role: Role): Role[] {
  if (role === 'user') return [];
  const below = ROLES.slice(roleRank(role) + 1);
  if (role === 'administrator') return ['whiteLabel'];
  return below;
}
