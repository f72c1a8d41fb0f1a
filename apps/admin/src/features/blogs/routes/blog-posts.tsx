import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BlogPost } from '@backlay/contract';
import { useProfile } from '../../../lib/account-queries';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session-store';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TableCard } from '../../../components/ui/table-card';
import { useB2cWhiteLabels } from '../api/get-b2c-white-labels';
import { useBlogPosts } from '../api/get-blog-posts';
import { DeletePostDialog } from '../components/delete-post-dialog';
import { PostFormDialog } from '../components/post-form-dialog';

/**
 * Blog posts of a white label (administrator: a B2C label picked here, as in the Theme
 * editor; whiteLabel: its own), drafts included, newest first: write, edit, publish or
 * unpublish, and delete with the transaction code. Published posts show on the label's
 * player site at /blogs, linked from its footer.
 */
export function BlogPostsRoute() {
  const isAdministrator = useSession((s) => s.userType) === 'administrator';
  const profile = useProfile();
  const labels = useB2cWhiteLabels(isAdministrator);
  const [params, setParams] = useSearchParams();
  const whiteLabelId = isAdministrator ? (params.get('whiteLabel') ?? labels.data?.[0]?.id ?? null) : (profile.data?.whiteLabelId ?? null);
  const [page, setPage] = useState(1);
  const list = useBlogPosts(whiteLabelId, page);
  const [editing, setEditing] = useState<{ post: BlogPost | null } | null>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);
  const rows = list.data?.docs ?? [];

  return (
    <Page
      title="Blog posts"
      description="Articles on the player site's Blogs page (/blogs): guides and explanations for players. Drafts are seen only here."
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {isAdministrator && labels.data ? (
            <label className="flex items-center gap-2 text-sm">
              <span className="whitespace-nowrap text-muted">White label</span>
              <select
                className="input min-w-40"
                value={whiteLabelId ?? ''}
                onChange={(e) => {
                  setPage(1);
                  setParams({ whiteLabel: e.target.value });
                }}
              >
                {labels.data.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <button type="button" className="btn btn-primary" disabled={!whiteLabelId} onClick={() => setEditing({ post: null })}>
            New post
          </button>
        </div>
      }
    >
      <TableCard
        query={{ isLoading: list.isLoading || labels.isLoading, error: list.error ?? labels.error, refetch: () => list.refetch() }}
        isEmpty={!list.isLoading && rows.length === 0}
        emptyText="No posts yet."
        tableClassName="md:min-w-[44rem]"
      >
        <thead>
          <tr>
            <th>Post</th>
            <th>Status</th>
            <th>Published</th>
            <th>Last change</th>
            <th className="text-right">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p._id}>
              <td data-label="Post" className="min-w-56">
                <div className="min-w-0 text-left">
                  <p className="font-medium">{p.title}</p>
                  {p.summary ? <p className="line-clamp-2 text-xs text-muted">{p.summary}</p> : null}
                  <p className="text-xs break-all text-muted">/blogs/{p.slug}</p>
                  <p className="text-xs text-muted">Written by {p.createdBy}</p>
                </div>
              </td>
              <td data-label="Status">
                <StatusBadge status={p.status === 'published' ? 'on' : 'off'} label={p.status === 'published' ? 'Published' : 'Draft'} />
              </td>
              <td data-label="Published" className="whitespace-nowrap">
                {p.publishedAt ? formatDateTime(p.publishedAt) : '—'}
              </td>
              <td data-label="Last change" className="whitespace-nowrap">
                {formatDateTime(p.updatedAt)}
              </td>
              <td data-label="Actions" className="text-right whitespace-nowrap">
                <div className="inline-flex gap-2">
                  <button type="button" className="btn btn-ghost" onClick={() => setEditing({ post: p })} aria-label={`Edit ${p.title}`}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost text-danger"
                    onClick={() => setDeleting(p)}
                    aria-label={`Delete ${p.title}`}
                  >
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
      {list.data && list.data.totalPages > 1 ? <Pager info={list.data} onPage={setPage} /> : null}
      {whiteLabelId ? (
        <>
          <PostFormDialog
            whiteLabelId={whiteLabelId}
            open={editing !== null}
            post={editing?.post ?? null}
            onClose={() => setEditing(null)}
          />
          <DeletePostDialog whiteLabelId={whiteLabelId} post={deleting} onClose={() => setDeleting(null)} />
        </>
      ) : null}
    </Page>
  );
}
