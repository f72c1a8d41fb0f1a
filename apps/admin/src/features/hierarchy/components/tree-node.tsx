import { useState } from 'react';
import type { HierarchyNode } from '@backlay/contract';
import { roleLabel } from '../../../lib/format';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Icon } from '../../../components/ui/icons';
import { LEVEL_PAGE_SIZE, useHierarchyLevel } from '../api/get-hierarchy-level';

/** One level of the tree, loaded when its node is opened. */
export function TreeLevel({ userId, depth }: { userId: string | undefined; depth: number }) {
  const [limit, setLimit] = useState(LEVEL_PAGE_SIZE);
  const level = useHierarchyLevel(userId, limit);
  if (level.isLoading) {
    return (
      <p role="status" className="py-2 pl-8 text-sm text-muted">
        Loading…
      </p>
    );
  }
  if (level.error) {
    return (
      <p role="alert" className="py-2 pl-8 text-sm text-danger">
        Could not load this level.{' '}
        <button type="button" className="font-semibold underline" onClick={() => void level.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const docs = level.data?.docs ?? [];
  if (docs.length === 0) return depth === 0 ? <p className="p-4 text-sm text-muted">No accounts in your downline yet.</p> : null;
  return (
    <ul role={depth === 0 ? 'tree' : 'group'} aria-label={depth === 0 ? 'Downline' : undefined} className="flex flex-col">
      {docs.map((n) => (
        <TreeItem key={n._id} node={n} depth={depth} />
      ))}
      {level.data?.nextPage ? (
        <li className="py-1" style={{ paddingLeft: `${depth * 1.25 + 2}rem` }}>
          <button
            type="button"
            className="text-sm font-semibold text-primary hover:underline"
            onClick={() => setLimit((l) => l + LEVEL_PAGE_SIZE)}
          >
            Show more ({level.data.totalDocs - docs.length} left)
          </button>
        </li>
      ) : null}
    </ul>
  );
}

function TreeItem({ node, depth }: { node: HierarchyNode; depth: number }) {
  const [isOpen, setOpen] = useState(false);
  const hasChildren = node.childCount > 0;
  return (
    <li role="treeitem" aria-expanded={hasChildren ? isOpen : undefined} aria-selected={false} className="flex flex-col">
      <div className="flex min-h-11 items-center gap-2 border-b border-line pr-3" style={{ paddingLeft: `${depth * 1.25 + 0.5}rem` }}>
        {hasChildren ? (
          <button
            type="button"
            className="icon-btn size-8 text-muted hover:text-fg"
            aria-label={`${isOpen ? 'Close' : 'Open'} ${node.userName}`}
            onClick={() => setOpen((o) => !o)}
          >
            <Icon name="chevronRight" className={`size-4 transition-transform ${isOpen ? 'rotate-90' : ''}`} />
          </button>
        ) : (
          <span className="size-8" aria-hidden="true" />
        )}
        <span className="min-w-0 flex-1 truncate font-medium">{node.userName}</span>
        <span className="hidden text-xs text-muted sm:inline">{node.userType === 'user' ? 'Player' : roleLabel(node.userType)}</span>
        {node.blocked ? <StatusBadge status="rejected" label="Locked" /> : null}
        {node.betLock ? <StatusBadge status="suspended" label="Bet lock" /> : null}
        {hasChildren ? (
          <span className="rounded-full bg-slate-500/10 px-2 py-0.5 text-xs font-semibold text-muted" title="Direct downline">
            {node.childCount}
          </span>
        ) : null}
      </div>
      {isOpen ? <TreeLevel userId={node._id} depth={depth + 1} /> : null}
    </li>
  );
}
