import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { blogKeys } from '../lib/blog-keys';

export const BLOG_LIST_LIMIT = 20;

/** GET api/{role}/setting/blog/{whiteLabelId}: every post of the label, drafts included, newest first. */
export function useBlogPosts(whiteLabelId: string | null, page: number) {
  return useQuery({
    queryKey: blogKeys.posts(whiteLabelId ?? '', page),
    enabled: !!whiteLabelId,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      callApi(routes.blogs.getStaffBlogPosts, {
        params: { whiteLabelId: whiteLabelId! },
        query: { page, limit: BLOG_LIST_LIMIT, status: 'all' },
        signal,
      }),
  });
}
