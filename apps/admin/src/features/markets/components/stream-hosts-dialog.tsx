import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MESSAGES, STREAM_HOSTS_MAX, type StreamHosts } from '@backlay/contract';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField } from '../../../components/ui/fields';
import { FormFooter } from '../../../components/ui/form-footer';
import { ListState } from '../../../components/ui/page';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';
import { parseApiError } from '../../../lib/api-client';
import { useStreamHosts } from '../api/get-stream-hosts';
import { useSetStreamHosts } from '../api/set-stream-hosts';
import { hostsOf } from '../lib/event-frames-form';

/**
 * Stream hosts: the hosts a white label's pages may frame live TV and score frames from (its
 * pages' frame-src lists exactly these). The administrator picks a white label; a whiteLabel
 * edits its own list. A change needs the transaction code, as the other site settings do.
 */
export function StreamHostsDialog({ onClose }: { onClose(): void }) {
  const lists = useStreamHosts();
  return (
    <Dialog
      open
      onClose={onClose}
      title="Stream hosts"
      description="Live TV and score frames show to a white label's players only from these hosts, over https."
    >
      {lists.data && lists.data.length > 0 ? (
        <HostsEditor lists={lists.data} onClose={onClose} />
      ) : (
        <ListState
          isLoading={lists.isLoading}
          error={lists.error}
          isEmpty
          emptyText="No white label yet."
          onRetry={() => void lists.refetch()}
        />
      )}
    </Dialog>
  );
}

function HostsEditor({ lists, onClose }: { lists: StreamHosts[]; onClose(): void }) {
  const [picked, setPicked] = useState(lists[0]!._id);
  const list = lists.find((l) => l._id === picked) ?? lists[0]!;
  const [texts, setTexts] = useState<Record<string, string>>({});
  const text = texts[list._id] ?? list.streamHosts.join('\n');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useSetStreamHosts();

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = hostsOf(text);
    if ('problem' in parsed) return setError(parsed.problem);
    if (!code) return setError(MESSAGES.transactionCodeEmpty);
    setError(undefined);
    save.mutate(
      { whiteLabelId: list._id, body: { streamHosts: parsed.hosts, transactionCode: code } },
      {
        onSuccess: (res) => {
          toast.success(res.message ?? 'Saved');
          onClose();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 p-5">
      {lists.length > 1 ? (
        <SelectField
          label="White label"
          value={list._id}
          onValueChange={setPicked}
          options={lists.map((l) => ({ value: l._id, label: l.name }))}
        />
      ) : (
        <p className="text-sm font-medium">{list.name}</p>
      )}
      <TextAreaField
        label={`Hosts, one a line (at most ${STREAM_HOSTS_MAX})`}
        value={text}
        onValueChange={(v) => setTexts((t) => ({ ...t, [list._id]: v }))}
        placeholder={'stream.example.com\nplayer.example.com:8443'}
        autoComplete="off"
        spellCheck={false}
        rows={5}
      />
      <p className="-mt-1 text-xs text-muted">
        A host name with an optional port; no https:// and no path. Removing a host takes its frames off the players’ pages at once.
      </p>
      <TransactionCodeField value={code} onValueChange={setCode} />
      <FormFooter
        failure={error ?? (save.isError ? parseApiError(save.error) : null)}
        submitLabel="Save hosts"
        isPending={save.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
