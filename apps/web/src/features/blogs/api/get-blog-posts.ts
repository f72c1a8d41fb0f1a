import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** Posts a page of /blogs shows. */
export const BLOG_PAGE_SIZE = 10;

/** GET api/common/blogs: one page of the site's published posts, newest first (public; the server picks the site by Host). */
export function useBlogPosts(page: number) {
  return useQuery({
    queryKey: ['blogs', 'list', page],
    queryFn: ({ signal }) => callApi(routes.blogs.getBlogPosts, { query: { page, limit: BLOG_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
