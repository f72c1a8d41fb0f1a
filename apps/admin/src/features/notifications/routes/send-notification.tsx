import { useState, type FormEvent } from 'react';
import { isNotificationImageUrl, NOTIFICATION_DESCRIPTION_MAX, NOTIFICATION_MESSAGES, NOTIFICATION_TITLE_MAX } from '@backlay/contract';
import { formatDateTime } from '../../../lib/format';
import { parseApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { Page } from '../../../components/ui/page';
import { TableCard } from '../../../components/ui/table-card';
import { Pager } from '../../../components/ui/pager';
import { TextAreaField, TextField } from '../../../components/ui/fields';
import { useSendNotification } from '../api/send-notification';
import { useSentBroadcasts } from '../api/get-sent-broadcasts';

/**
 * Send a notification (title, description, optional image) to every player below you: it
 * appears live as a toast on their open pages and stays in their /notification list.
 */
export function SendNotificationRoute() {
  const role = useSession((s) => s.userType);
  const send = useSendNotification();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [image, setImage] = useState('');
  const [errors, setErrors] = useState<{ title?: string; description?: string; image?: string; form?: string }>({});
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!title.trim()) next.title = NOTIFICATION_MESSAGES.titleRequired;
    if (!description.trim()) next.description = NOTIFICATION_MESSAGES.descriptionRequired;
    if (image.trim() && !isNotificationImageUrl(image.trim())) next.image = NOTIFICATION_MESSAGES.imageInvalid;
    setErrors(next);
    setSent(null);
    if (Object.keys(next).length > 0) return;
    try {
      const res = await send.mutateAsync({ title, description, image });
      setSent(`${res.message ?? NOTIFICATION_MESSAGES.sent}: ${res.docs.recipients} player${res.docs.recipients === 1 ? '' : 's'}`);
      setTitle('');
      setDescription('');
      setImage('');
    } catch (err) {
      setErrors({ form: parseApiError(err) });
    }
  };

  return (
    <Page
      title="News letter"
      description={
        role === 'administrator'
          ? 'Goes to every player of every site, live and in their notification list.'
          : 'Goes to every player of your site, live and in their notification list.'
      }
    >
      <div className="grid gap-4 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)] lg:items-start">
        <form className="card flex flex-col gap-4 p-5" onSubmit={(e) => void submit(e)} noValidate>
          <TextField label="Title" value={title} onValueChange={setTitle} maxLength={NOTIFICATION_TITLE_MAX} error={errors.title} />
          <TextAreaField
            label="Description"
            value={description}
            onValueChange={setDescription}
            maxLength={NOTIFICATION_DESCRIPTION_MAX}
            error={errors.description}
            rows={4}
          />
          <TextField
            label="Image URL (optional)"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={image}
            onValueChange={setImage}
            error={errors.image}
            hint="An http(s) link to a banner image."
          />
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {errors.form}
            </p>
          ) : null}
          {sent ? (
            <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-300">
              {sent}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send to players'}
          </button>
        </form>
        <SentList />
      </div>
    </Page>
  );
}

function SentList() {
  const [page, setPage] = useState(1);
  const list = useSentBroadcasts(page);
  const rows = list.data?.docs ?? [];
  return (
    <section aria-labelledby="sent-title" className="flex flex-col gap-2">
      <h2 id="sent-title" className="text-base font-bold">
        Sent
      </h2>
      <TableCard query={list} isEmpty={rows.length === 0} emptyText="Nothing sent yet.">
        <thead>
          <tr>
            <th>Sent</th>
            <th>Title</th>
            <th>Description</th>
            <th className="num">Players</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => (
            <tr key={b._id}>
              <td data-label="Sent" className="whitespace-nowrap">
                {formatDateTime(b.createdAt)}
              </td>
              <td data-label="Title" className="font-medium">
                {b.title}
              </td>
              <td data-label="Description" className="max-w-80 text-muted">
                {b.description}
              </td>
              <td data-label="Players" className="num">
                {b.recipients}
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
      <Pager info={list.data} onPage={setPage} />
    </section>
  );
}
