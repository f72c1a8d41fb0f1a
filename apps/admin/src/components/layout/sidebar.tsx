import { NavLink } from 'react-router';
import type { Role } from '@backlay/contract';
import { navigation } from '../../config/navigation';
import { mayCall } from '../../lib/staff-access';
import { Icon } from '../ui/icons';

/**
 * The sections and entries this role may use (empty sections are left out); `isB2b`: the staff
 * member belongs to a B2B white label, which has no B2C-only screens.
 */
export function visibleNavigation(role: Role | null, isB2b = false) {
  return navigation
    .map((s) => ({ ...s, entries: s.entries.filter((e) => mayCall(e.requires, role) && !(isB2b && e.b2cOnly)) }))
    .filter((s) => s.entries.length > 0);
}

/** The console's navigation: a fixed column on wide screens, the drawer's content on phones. */
export function SidebarNav({ role, isB2b = false, onNavigate }: { role: Role | null; isB2b?: boolean; onNavigate?: () => void }) {
  const sections = visibleNavigation(role, isB2b);
  return (
    <nav aria-label="Console" className="flex flex-col gap-5 px-3 py-4">
      {sections.map((s) => (
        <div key={s.title}>
          {s.entries.length === 1 && s.entries[0]!.label === s.title ? null : (
            <p className="flex items-center gap-2 px-3 pb-1.5 text-[0.7rem] font-semibold tracking-wider text-slate-400 uppercase">
              <Icon name={s.icon} className="size-4" />
              {s.title}
            </p>
          )}
          <ul className="flex flex-col gap-0.5">
            {s.entries.map((e) => (
              <li key={e.path}>
                <NavLink
                  to={e.path}
                  end
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors ${
                      isActive ? 'bg-white/12 text-white' : 'text-on-nav hover:bg-white/6 hover:text-white'
                    }`
                  }
                >
                  {s.entries.length === 1 && e.label === s.title ? (
                    <Icon name={s.icon} className="size-4" />
                  ) : (
                    <span className="w-4" aria-hidden="true" />
                  )}
                  {e.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
