import { Outlet } from 'react-router';
import { MaintenanceScreen } from '../components/layout/maintenance-screen';
import { useSession } from '../lib/session-store';

/**
 * Above the sign-in page and the signed-in frame: while the platform is in maintenance for this
 * account (a 503 that the API client confirmed), the maintenance screen stands in for both.
 * The administrator is never refused, so the flag never sets for them, and a successful sign-in
 * clears one set before (lib/session-store.ts).
 */
export function MaintenanceGate() {
  const isMaintenance = useSession((s) => s.isMaintenance);
  return isMaintenance ? <MaintenanceScreen /> : <Outlet />;
}
