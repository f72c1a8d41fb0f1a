import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { blogKeys } from '../lib/blog-keys';

/** DELETE a post of the label with the transaction code (a delete cannot be undone), then the list reloads. */
export function useDeleteBlogPost(whiteLabelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { postId: string; transactionCode: string }) =>
      callApi(routes.blogs.deleteBlogPost, {
        params: { whiteLabelId, postId: input.postId },
        body: { transactionCode: input.transactionCode },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
}
