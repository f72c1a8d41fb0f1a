import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { PageInfo, PublicBlogPost, PublicBlogPostSummary } from '@backlay/contract';
import { paths } from '../../../config/paths';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { stubApi } from '../../../components/sports/test/fixtures';
import { BlogsRoute } from './blogs';
import { BlogPostRoute } from './blog-post';

resetSessionBetweenTests();

const backAndLay: PublicBlogPostSummary = {
  slug: 'back-and-lay-how-the-exchange-works',
  title: 'Back and lay: how the exchange works',
  summary: 'Backing, laying and liability explained.',
  publishedAt: '2026-11-28T10:00:00.000Z',
};
const responsibly: PublicBlogPostSummary = {
  slug: 'playing-responsibly',
  title: 'Playing responsibly',
  summary: '',
  publishedAt: '2026-11-30T10:00:00.000Z',
};

function page(docs: PublicBlogPostSummary[], info: Partial<PageInfo> = {}) {
  return {
    docs,
    limit: 10,
    nextPage: false,
    nextPageNumber: null,
    previousPage: false,
    previousPageNumber: null,
    showingFrom: docs.length ? 1 : 0,
    showingTo: docs.length,
    totalDocs: docs.length,
    totalPages: 1,
    ...info,
  };
}

function renderPost(slug: string) {
  return renderInShell(
    <Routes>
      <Route path={paths.blogPost} element={<BlogPostRoute NotFound={() => <p>The 404 page</p>} />} />
    </Routes>,
    { path: `/blogs/${slug}` },
  );
}

describe('/blogs', () => {
  it('lists each post with its date, title, summary and a link to it, as a public call', async () => {
    const fetchMock = stubApi((path) => (path === '/api/common/blogs' ? { body: page([responsibly, backAndLay]) } : undefined));
    await renderInShell(<BlogsRoute />, { path: paths.blogs });
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeTruthy();
    const first = await screen.findByRole('article', { name: 'Playing responsibly' });
    const second = within(screen.getByRole('article', { name: 'Back and lay: how the exchange works' }));
    expect(second.getByRole('link', { name: 'Back and lay: how the exchange works' }).getAttribute('href')).toBe(
      '/blogs/back-and-lay-how-the-exchange-works',
    );
    expect(second.getByText('Backing, laying and liability explained.')).toBeTruthy();
    expect(second.getByText('28 Nov 2026').getAttribute('datetime')).toBe(backAndLay.publishedAt);
    expect(within(first).getByText('30 Nov 2026')).toBeTruthy();
    // Newest first, as the server sends them.
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'post-playing-responsibly',
      'post-back-and-lay-how-the-exchange-works',
    ]);
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('page')).toBe('1');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('authorization')).toBeNull();
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it("says 'No posts yet.' when the site has none", async () => {
    stubApi((path) => (path === '/api/common/blogs' ? { body: page([]) } : undefined));
    await renderInShell(<BlogsRoute />, { path: paths.blogs });
    expect((await screen.findByRole('status')).textContent).toBe('No posts yet.');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('pages through the posts with the pager', async () => {
    const fetchMock = stubApi((path, url) =>
      path === '/api/common/blogs'
        ? url.searchParams.get('page') === '2'
          ? {
              body: page([backAndLay], {
                totalDocs: 11,
                totalPages: 2,
                previousPage: true,
                previousPageNumber: 1,
                showingFrom: 11,
                showingTo: 11,
              }),
            }
          : { body: page([responsibly], { totalDocs: 11, totalPages: 2, nextPage: true, nextPageNumber: 2, showingTo: 10 }) }
        : undefined,
    );
    await renderInShell(<BlogsRoute />, { path: paths.blogs });
    await screen.findByRole('article', { name: 'Playing responsibly' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('article', { name: 'Back and lay: how the exchange works' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => new URL(String(u), 'http://localhost').searchParams.get('page') === '2')).toBe(true);
  });

  it('shows the server’s message with a retry when the list cannot be read', async () => {
    stubApi((path) =>
      path === '/api/common/blogs' ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } } : undefined,
    );
    await renderInShell(<BlogsRoute />, { path: paths.blogs });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('/blogs/:slug', () => {
  const post: PublicBlogPost = {
    ...backAndLay,
    body: 'First paragraph.\n\nSecond paragraph,\nwith a break.\n\n<script>alert("x")</script><b>not bold</b>',
  };

  it('shows the title, the date and one paragraph per blank-line block, as text only', async () => {
    const fetchMock = stubApi((path) => (path === `/api/common/blogs/${post.slug}` ? { body: { docs: post } } : undefined));
    const { container } = await renderPost(post.slug);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeTruthy();
    expect(screen.getByText('28 Nov 2026')).toBeTruthy();
    const paragraphs = [...container.querySelectorAll('article .whitespace-pre-line')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['First paragraph.', 'Second paragraph,\nwith a break.', '<script>alert("x")</script><b>not bold</b>']);
    // Markup in a post stays text: nothing of it becomes an element.
    expect(container.querySelector('article script')).toBeNull();
    expect(container.querySelector('article b')).toBeNull();
    expect(screen.getAllByRole('link', { name: /Blogs|All posts/ }).every((a) => a.getAttribute('href') === paths.blogs)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the 404 page for a draft or an unknown post', async () => {
    stubApi((path) =>
      path.startsWith('/api/common/blogs/') ? { status: 404, body: { code: 'NOT_FOUND', message: 'Blog post not found' } } : undefined,
    );
    await renderPost('no-such-post');
    expect(await screen.findByText('The 404 page')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
