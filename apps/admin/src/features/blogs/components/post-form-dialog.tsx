import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { BLOG_BODY_MAX, BLOG_SUMMARY_MAX, BLOG_TITLE_MAX, type BlogPost } from '@backlay/contract';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/fields';
import { parseApiError } from '../../../lib/api-client';
import { useSaveBlogPost } from '../api/save-blog-post';
import { bodyOf, emptyPostForm, formErrors, formOf, type PostForm } from '../lib/post-form';
import { FormFooter } from '../../../components/ui/form-footer';

/** Write a post, or edit one (`post`): title, summary, body and whether it is published. */
export function PostFormDialog({
  whiteLabelId,
  post,
  open,
  onClose,
}: {
  whiteLabelId: string;
  post: BlogPost | null;
  open: boolean;
  onClose(): void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={post ? 'Edit post' : 'New post'}
      description="Plain text: leave a blank line between paragraphs. Players see a post on /blogs once it is published."
      // A post is long: wider than the other dialogs.
      className="w-[min(44rem,calc(100vw-1.5rem))]"
    >
      {open ? <PostFormBody whiteLabelId={whiteLabelId} post={post} onDone={onClose} /> : null}
    </Dialog>
  );
}

function PostFormBody({ whiteLabelId, post, onDone }: { whiteLabelId: string; post: BlogPost | null; onDone(): void }) {
  const [form, setForm] = useState<PostForm>(post ? formOf(post) : emptyPostForm);
  const [shown, setShown] = useState(false);
  const save = useSaveBlogPost(whiteLabelId);
  const publishedId = useId();
  const errors = shown ? formErrors(form) : {};
  const set = (k: 'title' | 'summary' | 'body') => (v: string) => setForm((f) => ({ ...f, [k]: v }));

  function submit(e: FormEvent) {
    e.preventDefault();
    setShown(true);
    if (Object.keys(formErrors(form)).length > 0) return;
    save.mutate(post ? { postId: post._id, body: bodyOf(form) } : { postId: null, body: bodyOf(form) }, {
      onSuccess: (res) => {
        toast.success(res.message ?? 'Saved');
        onDone();
      },
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 p-4" noValidate>
      <TextField
        label="Title"
        value={form.title}
        onValueChange={set('title')}
        error={errors.title}
        maxLength={BLOG_TITLE_MAX}
        hint={post?.publishedAt ? `Address: /blogs/${post.slug} (kept since its first publication)` : 'The address is made from the title.'}
        required
      />
      <TextAreaField
        label="Summary (shown in the list)"
        value={form.summary}
        onValueChange={set('summary')}
        error={errors.summary}
        rows={2}
        maxLength={BLOG_SUMMARY_MAX}
      />
      <TextAreaField
        label="Body"
        value={form.body}
        onValueChange={set('body')}
        error={errors.body}
        rows={12}
        maxLength={BLOG_BODY_MAX}
        required
      />
      <div className="flex items-start gap-3 rounded-lg border border-line p-3">
        <input
          id={publishedId}
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={form.isPublished}
          onChange={(e) => setForm((f) => ({ ...f, isPublished: e.target.checked }))}
        />
        <label htmlFor={publishedId} className="min-w-0 text-sm">
          <span className="block font-medium">Published</span>
          <span className="block text-xs text-muted">Off: a draft only staff see. Unpublishing keeps the post’s first date.</span>
        </label>
      </div>
      <FormFooter
        failure={save.isError ? parseApiError(save.error) : null}
        submitLabel="Save post"
        isPending={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
