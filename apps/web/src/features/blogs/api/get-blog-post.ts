import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** GET api/common/blogs/{slug}: one published post (404 for a draft or an unknown address). */
export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: ['blogs', 'post', slug],
    queryFn: async ({ signal }) => (await callApi(routes.blogs.getBlogPost, { params: { slug }, signal })).docs,
    staleTime: 60_000,
  });
}
