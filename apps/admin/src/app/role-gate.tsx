import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RouteDef } from '@backlay/contract';
import { useSession } from '../lib/session-store';
import { mayCall } from '../lib/staff-access';
import { Page } from '../components/ui/page';
import { paths } from '../config/paths';

/** A screen opened by address by a role that may not use it says so, instead of failing on every call. */
export function RoleGate({ requires, children }: { requires: RouteDef; children: ReactNode }) {
  const role = useSession((s) => s.userType);
  useSession((s) => s.login); // a sub-login's permissions arriving after the first render
  if (mayCall(requires, role)) return children;
  return (
    <Page title="Not available">
      <div className="card p-6 text-sm">
        <p>This screen is not available for your role.</p>
        <Link to={paths.dashboard} className="mt-3 inline-block font-semibold text-primary underline">
          Back to the dashboard
        </Link>
      </div>
    </Page>
  );
}
