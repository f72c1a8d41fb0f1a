import type { HierarchyNode, HierarchyQuery, PageInfo } from '@backlay/contract';
import type { AppContext, UserRow } from '../../lib/context.js';
import { pageInfo } from '../../lib/page-info.js';
import { requireDownlineUser } from './downline-access.js';
import { findNodes, listChildren } from './staff-users.repository.js';
import { nodeToWire } from './staff-user-wire.js';

export interface HierarchyLevel extends PageInfo {
  node: HierarchyNode;
  /** From the caller down to `node`, both included. */
  path: HierarchyNode[];
  docs: HierarchyNode[];
}

/**
 * GET api/{role}/user/hierarchy: one level of the lazy tree. The client opens a node by asking
 * for its children; each child carries its child count, so the tree knows which nodes open.
 */
export async function downlineHierarchy(ctx: AppContext, caller: UserRow, query: HierarchyQuery): Promise<HierarchyLevel> {
  const node = query.userId && query.userId !== caller.id ? await requireDownlineUser(ctx.db, caller, query.userId) : caller;
  // The part of the node's ancestor path the caller may see: from the caller down.
  const below = node.id === caller.id ? [] : node.ancestors.slice(node.ancestors.indexOf(caller.id));
  const path = await findNodes(ctx.db, [...below, node.id]);
  const { rows, total } = await listChildren(ctx.db, node.id, { offset: (query.page - 1) * query.limit, limit: query.limit });
  const docs = rows.map(nodeToWire);
  const opened = path[path.length - 1]!;
  return { node: nodeToWire(opened), path: path.map(nodeToWire), docs, ...pageInfo(query.page, query.limit, total, docs.length) };
}
