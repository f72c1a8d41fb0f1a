import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageBreadcrumb } from '../../../components/layout/page-breadcrumb';
import { EmptyState } from '../../../components/sports/empty-state';
import { Icon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { paths } from '../../../config/paths';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useSite } from '../../../lib/site-config';
import { useBlogPosts } from '../api/get-blog-posts';
import { PostDate } from '../components/post-date';
import { usePageTitle } from '../lib/use-page-title';

/** The address of a post. */
export const blogPostPath = (slug: string) => `${paths.blogs}/${encodeURIComponent(slug)}`;

/**
 * /blogs (docs/product.md §2 Footer, Resources column "Blogs at /blogs"): the site's published
 * posts, newest first, ten a page (GET api/common/blogs), open to visitors. Each shows its date,
 * title and summary and links to the post. The page number is in the address (?page=2), so a
 * page can be shared and the back button returns to it. With no post the page says so plainly.
 */
export function BlogsRoute() {
  const { t } = useTranslation();
  const { theme, whiteLabel } = useSite();
  const brand = theme.logoText || whiteLabel.name;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const q = useBlogPosts(page);
  const title = t('blogs.title', 'Blogs');
  usePageTitle(title, brand);

  let body;
  if (q.isPending)
    body = (
      <div aria-busy="true" className="space-y-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="card h-36 animate-pulse bg-surface-2" />
        ))}
      </div>
    );
  else if (q.isError) body = <LoadFailed error={q.error} onRetry={() => void q.refetch()} />;
  else if (q.data.docs.length === 0) body = <EmptyState message={t('blogs.empty', 'No posts yet.')} />;
  else
    body = (
      <>
        <ul className="space-y-4">
          {q.data.docs.map((post) => (
            <li key={post.slug}>
              <article aria-labelledby={`post-${post.slug}`} className="card group relative p-5 transition hover:border-primary/60">
                <PostDate value={post.publishedAt} />
                <h2 id={`post-${post.slug}`} className="mt-1.5 text-xl leading-snug font-extrabold tracking-tight text-balance">
                  {/* The whole card is the link's target area; the heading's link names it. */}
                  <Link to={blogPostPath(post.slug)} className="after:absolute after:inset-0 hover:text-brand-text">
                    {post.title}
                  </Link>
                </h2>
                {post.summary ? <p className="mt-2 text-[15px] leading-7 text-muted">{post.summary}</p> : null}
                <p aria-hidden="true" className="mt-3 flex items-center gap-1 text-sm font-bold text-highlight">
                  {t('blogs.readPost', 'Read the post')}
                  <Icon name="chevronRight" size={16} />
                </p>
              </article>
            </li>
          ))}
        </ul>
        {q.data.totalPages > 1 ? (
          <div className="mt-6">
            <Pager page={page} info={q.data} onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})} />
          </div>
        ) : null}
      </>
    );

  return (
    <section aria-labelledby="blogs-title" className="mx-auto w-full max-w-6xl px-4 py-6 nav:px-6 nav:py-10">
      <PageBreadcrumb title={title} />
      <header className="mt-4 max-w-3xl">
        <h1 id="blogs-title" className="text-3xl font-black tracking-tight text-balance sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 text-base leading-7 text-muted">
          {t('blogs.summary', 'Guides and explanations from {{brand}}: how betting on the exchange works, how to play safely and more.', {
            brand,
          })}
        </p>
      </header>
      <div className="mt-8 max-w-3xl">{body}</div>
    </section>
  );
}
