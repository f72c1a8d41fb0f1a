import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { EventFrames } from '@backlay/contract';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/fields';
import { FormFooter } from '../../../components/ui/form-footer';
import { ListState } from '../../../components/ui/page';
import { parseApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session-store';
import { useEventFrames } from '../api/get-event-frames';
import { useSetEventFrames } from '../api/set-event-frames';
import { EVERY_SITE, brandsShowing, changesOf, formOf, rowOf, urlProblem, type FramesForm } from '../lib/event-frames-form';

/**
 * Live TV & score of one event: set, change or remove the live TV address and the score frame
 * address of a row. The administrator picks the row (its own, for every site, or a white
 * label's) and is told which brands show each address; a whiteLabel edits its own row, which
 * replaces the administrator's for its players, on hosts of its own list.
 */
export function EventFramesDialog({ event, onClose }: { event: { id: string; name: string }; onClose(): void }) {
  const frames = useEventFrames(event.id);
  return (
    <Dialog open onClose={onClose} title="Live TV & score" description={event.name}>
      {frames.data ? (
        <FramesEditor frames={frames.data} onClose={onClose} />
      ) : (
        <ListState isLoading={frames.isLoading} error={frames.error} isEmpty={false} emptyText="" onRetry={() => void frames.refetch()} />
      )}
    </Dialog>
  );
}

function FramesEditor({ frames, onClose }: { frames: EventFrames; onClose(): void }) {
  const isAdministrator = useSession((s) => s.userType) === 'administrator';
  const own = isAdministrator ? null : (frames.whiteLabels[0] ?? null);
  const [picked, setPicked] = useState(EVERY_SITE);
  const target = isAdministrator ? (picked === EVERY_SITE ? null : picked) : (own?._id ?? null);
  const row = rowOf(frames, target);
  const saved = formOf(row);
  // The form of each row as typed, so switching rows in the picker loses nothing.
  const [edits, setEdits] = useState<Record<string, FramesForm>>({});
  const form = edits[target ?? EVERY_SITE] ?? saved;
  const set = (k: keyof FramesForm) => (v: string) => setEdits((e) => ({ ...e, [target ?? EVERY_SITE]: { ...form, [k]: v } }));
  const save = useSetEventFrames();
  const ownHosts = own ? own.streamHosts : null;
  const problems = { liveTvUrl: urlProblem(form.liveTvUrl, ownHosts), scoreFrameUrl: urlProblem(form.scoreFrameUrl, ownHosts) };
  const changes = changesOf(frames.eventId, target, saved, form);
  const platform = isAdministrator ? undefined : rowOf(frames, null);

  function send(body: NonNullable<typeof changes>) {
    save.mutate(body, {
      onSuccess: (res) => {
        toast.success(res.message ?? 'Saved');
        setEdits((e) => {
          const next = { ...e };
          delete next[target ?? EVERY_SITE];
          return next;
        });
      },
    });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (changes && !problems.liveTvUrl && !problems.scoreFrameUrl) send(changes);
  }

  /** Where an address of this row shows, in the field's hint. */
  function hint(url: string, isLive: boolean): string {
    const what = isLive ? 'A stream page, framed 16:9.' : 'A scoreboard page, framed above the markets.';
    if (url.trim() === '') return `${what} https only. Empty: none.`;
    if (!isAdministrator) return `${what} Shown to your signed-in players.`;
    const brands =
      target === null
        ? brandsShowing(url, frames.whiteLabels)
        : brandsShowing(
            url,
            frames.whiteLabels.filter((w) => w._id === target),
          );
    return brands.length === 0
      ? `${what} No white label lists its host: nobody sees it yet.`
      : `${what} Shown to players of ${brands.join(', ')}.`;
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 p-5">
      {frames.isClosed ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">The event is closed: frames can only be removed.</p>
      ) : null}
      {isAdministrator ? (
        <SelectField
          label="For the players of"
          value={picked}
          onValueChange={setPicked}
          options={[
            { value: EVERY_SITE, label: 'Every site (where a white label lists the host)' },
            ...frames.whiteLabels.map((w) => ({ value: w._id, label: `${w.name} only (replaces the every-site row)` })),
          ]}
        />
      ) : (
        <div className="rounded-lg bg-surface-2 px-3 py-2 text-sm">
          <p className="font-medium">Set by the administrator for every site</p>
          <p className="mt-0.5 break-all text-muted">
            Live TV: {platform?.liveTvUrl ?? 'none'} · Score: {platform?.scoreFrameUrl ?? 'none'}
          </p>
          <p className="mt-1 text-xs text-muted">
            Your own addresses below replace them for your players. Your stream hosts:{' '}
            {own && own.streamHosts.length > 0 ? own.streamHosts.join(', ') : 'none yet (add them under Stream hosts)'}.
          </p>
        </div>
      )}
      <TextField
        label="Live TV address"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://stream.example.com/live/123"
        value={form.liveTvUrl}
        onValueChange={set('liveTvUrl')}
        error={problems.liveTvUrl ?? undefined}
        hint={hint(form.liveTvUrl, true)}
      />
      <TextField
        label="Score frame address"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://scores.example.com/board/123"
        value={form.scoreFrameUrl}
        onValueChange={set('scoreFrameUrl')}
        error={problems.scoreFrameUrl ?? undefined}
        hint={hint(form.scoreFrameUrl, false)}
      />
      {row ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
          <span>
            Last changed {formatDateTime(row.updatedAt)}
            {row.updatedBy ? ` by ${row.updatedBy}` : ''}
          </span>
          <button
            type="button"
            className="btn btn-danger min-h-8 px-2.5 text-xs"
            disabled={save.isPending}
            onClick={() =>
              send({ eventId: frames.eventId, ...(target === null ? {} : { ofWhiteLabel: target }), liveTvUrl: null, scoreFrameUrl: null })
            }
          >
            Remove both
          </button>
        </div>
      ) : null}
      <FormFooter
        failure={save.isError ? parseApiError(save.error) : null}
        submitLabel="Save frames"
        isPending={save.isPending}
        isDisabled={!changes || Boolean(problems.liveTvUrl || problems.scoreFrameUrl)}
        onCancel={onClose}
      />
    </form>
  );
}
