import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { parseApiError } from '../../../lib/api-client';
import { ListState, Page } from '../../../components/ui/page';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Dialog } from '../../../components/ui/dialog';
import { useAppConfiguration } from '../api/get-app-configuration';
import { useSetMaintenance } from '../api/set-maintenance';
import { useSetUseSocket } from '../api/set-use-socket';
import { useBroadcastRefresh } from '../api/broadcast-refresh';
import { ToggleDialog } from '../components/toggle-dialog';

/** The toast for a broadcast refresh (docs/product.md §4). */
const USER_REFRESHED = 'User Refreshed';

function SettingCard({
  title,
  description,
  status,
  action,
}: {
  title: string;
  description: string;
  status?: ReactNode;
  action: ReactNode;
}) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h2 className="flex items-center gap-2 font-semibold">
          <span id={titleId}>{title}</span> {status}
        </h2>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </div>
      <div className="shrink-0">{action}</div>
    </div>
  );
}

type Pending = { kind: 'maintenance' | 'socket'; isOn: boolean } | { kind: 'refresh' } | null;

/** Administrator switches of the whole platform: maintenance, live socket, broadcast refresh. */
export function SiteSettingsRoute() {
  const config = useAppConfiguration();
  const setMaintenance = useSetMaintenance();
  const setUseSocket = useSetUseSocket();
  const refresh = useBroadcastRefresh();
  const [pending, setPending] = useState<Pending>(null);
  const app = config.data?.appConfigruation;
  const onOff = (on: boolean) => <StatusBadge status={on ? 'on' : 'off'} label={on ? 'On' : 'Off'} />;

  return (
    <Page title="Site settings" description="Switches that act on every white label at once.">
      <ListState isLoading={config.isLoading} error={config.error} isEmpty={false} emptyText="" onRetry={() => void config.refetch()} />
      {app && config.data ? (
        <div className="flex flex-col gap-3">
          <SettingCard
            title="Maintenance mode"
            status={onOff(app.isMaintenance)}
            description="When on, every site shows its maintenance page and only the administrator can use the API."
            action={
              <button
                type="button"
                className={`btn ${app.isMaintenance ? 'btn-primary' : 'btn-danger'}`}
                onClick={() => setPending({ kind: 'maintenance', isOn: !app.isMaintenance })}
              >
                {app.isMaintenance ? 'Turn off' : 'Turn on'}
              </button>
            }
          />
          <SettingCard
            title="Live socket"
            status={onOff(app.useSocket)}
            description="When off, the sites do not open the live channel: prices and balances stop updating live."
            action={
              <button type="button" className="btn btn-ghost" onClick={() => setPending({ kind: 'socket', isOn: !app.useSocket })}>
                {app.useSocket ? 'Turn off' : 'Turn on'}
              </button>
            }
          />
          <SettingCard
            title="Broadcast page refresh"
            description="Every open page of every site clears its caches and reloads (after a release, or to drop stale screens)."
            action={
              <button type="button" className="btn btn-ghost" onClick={() => setPending({ kind: 'refresh' })}>
                Refresh all pages
              </button>
            }
          />
          <SettingCard
            title="This domain"
            status={<StatusBadge status="off" label={config.data.domain.type.toUpperCase()} />}
            description={`${config.data.domain.domainName} serves ${config.data.whiteLabel.name}.`}
            action={null}
          />
        </div>
      ) : null}
      {pending?.kind === 'maintenance' ? (
        <ToggleDialog
          title="Maintenance mode"
          consequence={
            pending.isOn ? 'Everyone but the administrator is shut out until it is turned off again.' : 'Every site opens again.'
          }
          isOn={pending.isOn}
          onConfirm={(code) => setMaintenance.mutateAsync({ isOn: pending.isOn, transactionCode: code })}
          onClose={() => setPending(null)}
        />
      ) : null}
      {pending?.kind === 'socket' ? (
        <ToggleDialog
          title="Live socket"
          consequence={pending.isOn ? 'Sites connect to the live channel again.' : 'Sites stop using the live channel.'}
          isOn={pending.isOn}
          onConfirm={(code) => setUseSocket.mutateAsync({ isOn: pending.isOn, transactionCode: code })}
          onClose={() => setPending(null)}
        />
      ) : null}
      {pending?.kind === 'refresh' ? (
        <Dialog
          open
          onClose={() => setPending(null)}
          title="Refresh every open page?"
          description="Players lose an unsent bet slip; nothing else changes."
        >
          <div className="flex flex-col-reverse gap-2 p-5 sm:flex-row sm:justify-end">
            <button type="button" className="btn btn-ghost" onClick={() => setPending(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={refresh.isPending}
              onClick={() =>
                refresh.mutate(undefined, {
                  onSuccess: (res) => {
                    toast.success(USER_REFRESHED, { description: `${res.docs.sockets} open connections told to reload.` });
                    setPending(null);
                  },
                  onError: (err) => toast.error(parseApiError(err)),
                })
              }
            >
              {refresh.isPending ? 'Sending…' : 'Refresh all pages'}
            </button>
          </div>
        </Dialog>
      ) : null}
    </Page>
  );
}
