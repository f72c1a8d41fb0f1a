import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type CreateBlogPostBody, type UpdateBlogPostBody } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { blogKeys } from '../lib/blog-keys';

/** POST (new) or PUT (edit) a post of the label, then the list reloads. */
export function useSaveBlogPost(whiteLabelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { postId: null; body: CreateBlogPostBody } | { postId: string; body: UpdateBlogPostBody }) =>
      input.postId === null
        ? callApi(routes.blogs.createBlogPost, { params: { whiteLabelId }, body: input.body })
        : callApi(routes.blogs.updateBlogPost, { params: { whiteLabelId, postId: input.postId }, body: input.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
}
