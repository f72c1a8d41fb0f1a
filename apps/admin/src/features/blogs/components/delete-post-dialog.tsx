import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MESSAGES, TRANSACTION_CODE_LENGTH, type BlogPost } from '@backlay/contract';
import { Dialog } from '../../../components/ui/dialog';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';
import { parseApiError } from '../../../lib/api-client';
import { useDeleteBlogPost } from '../api/delete-blog-post';
import { FormFooter } from '../../../components/ui/form-footer';

/** Confirms deleting a post with the transaction code: a delete cannot be undone. */
export function DeletePostDialog({ whiteLabelId, post, onClose }: { whiteLabelId: string; post: BlogPost | null; onClose(): void }) {
  return (
    <Dialog
      open={post !== null}
      onClose={onClose}
      title="Delete post"
      description={post ? `“${post.title}” is removed from the site for good. Unpublish it instead to keep it as a draft.` : undefined}
    >
      {post ? <DeleteBody whiteLabelId={whiteLabelId} post={post} onDone={onClose} /> : null}
    </Dialog>
  );
}

function DeleteBody({ whiteLabelId, post, onDone }: { whiteLabelId: string; post: BlogPost; onDone(): void }) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteBlogPost(whiteLabelId);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!code) return setProblem(MESSAGES.transactionCodeEmpty);
    if (code.length !== TRANSACTION_CODE_LENGTH) return setProblem(`The transaction code has ${TRANSACTION_CODE_LENGTH} digits`);
    setProblem(null);
    remove.mutate(
      { postId: post._id, transactionCode: code },
      {
        onSuccess: (res) => {
          toast.success(res.message ?? 'Deleted');
          onDone();
        },
        onError: (err) => setProblem(parseApiError(err)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-5">
      <TransactionCodeField value={code} onValueChange={setCode} error={problem ?? undefined} />
      <FormFooter submitLabel="Delete post" pendingLabel="Deleting…" isPending={remove.isPending} onCancel={onDone} tone="danger" />
    </form>
  );
}
