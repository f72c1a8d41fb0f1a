import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageBreadcrumb } from '../../../components/layout/page-breadcrumb';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useSite } from '../../../lib/site-config';
import { useBlogPost } from '../api/get-blog-post';
import { PostBody } from '../components/post-body';
import { PostDate } from '../components/post-date';
import { usePageTitle } from '../lib/use-page-title';

/**
 * /blogs/{slug}: one published post, its title, date and paragraphs. A draft or an unknown
 * address answers 404 and the page shows the site's own 404 content (`NotFound`, handed in by
 * app/routes.tsx: features do not import each other).
 */
export function BlogPostRoute({ NotFound }: { NotFound: ComponentType }) {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { theme, whiteLabel } = useSite();
  const brand = theme.logoText || whiteLabel.name;
  const q = useBlogPost(slug);
  usePageTitle(q.data?.title ?? t('blogs.title', 'Blogs'), brand);

  if (q.isError && q.error instanceof ApiError && q.error.status === 404) return <NotFound />;

  const back = (
    <Link to={paths.blogs} className="inline-flex items-center gap-1 text-sm font-semibold text-muted hover:text-fg">
      <Icon name="chevronLeft" size={16} />
      {t('blogs.allPosts', 'All posts')}
    </Link>
  );

  let content;
  if (q.isPending)
    content = (
      <div aria-busy="true" className="mt-6 max-w-3xl space-y-4">
        <div className="h-10 w-3/4 animate-pulse rounded bg-surface-2" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded bg-surface-2" />
        ))}
      </div>
    );
  else if (q.isError) content = <LoadFailed error={q.error} onRetry={() => void q.refetch()} className="mt-6 max-w-3xl p-6" />;
  else
    content = (
      <>
        <header className="mt-4 max-w-3xl">
          <h1 className="text-3xl font-black tracking-tight text-balance sm:text-4xl">{q.data.title}</h1>
          {q.data.summary ? <p className="mt-3 text-base leading-7 text-muted">{q.data.summary}</p> : null}
          <PostDate value={q.data.publishedAt} className="mt-3 block" />
        </header>
        <div className="mt-8">
          <PostBody body={q.data.body} />
        </div>
        <div className="mt-10 max-w-3xl border-t border-line pt-6">{back}</div>
      </>
    );

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-6 nav:px-6 nav:py-10">
      <PageBreadcrumb title={q.data?.title ?? t('blogs.post', 'Post')} parents={[{ to: paths.blogs, label: t('blogs.title', 'Blogs') }]} />
      {content}
    </article>
  );
}
