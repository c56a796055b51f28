import { Suspense, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { Toasts } from '../../../components/ui/Toasts';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/Skeleton';
import { clearOperatorTokens, getOperatorTokens } from '../../../lib/tokens';
import { logoutSession } from '../../../lib/queries/logout';
import { useOperator } from '../api/operator';
import { adminKeys } from '../api/keys';
import { adminNav } from './nav';
import { DocumentHead } from '../../../components/ui/DocumentHead';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${
    isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
  }`;

/** The console's frame: a sidebar of areas (a drawer on a phone), who is signed in, sign out. */
export function AdminLayout() {
  const operator = useOperator();
  const role = operator.data?.role;
  const [menuOpen, setMenuOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = () => {
    const refreshToken = getOperatorTokens()?.refreshToken;
    if (refreshToken) logoutSession(refreshToken).catch(() => undefined);
    clearOperatorTokens();
    queryClient.removeQueries({ queryKey: adminKeys.all });
    void navigate('/admin/login', { replace: true });
  };

  const items = adminNav.filter((item) => !item.role || item.role === role || role === 'admin');

  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900">
      <DocumentHead title="Operator console · CareConnect" />
      <header className="sticky top-0 z-20 flex min-h-14 items-center gap-3 border-b border-slate-200 bg-white px-4">
        <button
          type="button"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-200 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="admin-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">Menu</span>
          <span aria-hidden="true">☰</span>
        </button>
        <span className="font-semibold">Operator console</span>
        <span className="ml-auto text-sm text-slate-600" data-testid="operator-identity">
          {operator.data ? `${operator.data.mobile} · ${operator.data.role}` : ''}
        </span>
        <button
          type="button"
          onClick={signOut}
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Sign out
        </button>
      </header>
      <div className="mx-auto flex max-w-7xl">
        <nav
          id="admin-nav"
          aria-label="Console"
          className={`${menuOpen ? 'block' : 'hidden'} w-full shrink-0 border-b border-slate-200 bg-white p-3 md:block md:min-h-[calc(100dvh-3.5rem)] md:w-56 md:border-r md:border-b-0`}
        >
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={linkClasses}
                  onClick={() => setMenuOpen(false)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="min-w-0 flex-1 p-4 sm:p-6">
          <Suspense fallback={<AdminPageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Toasts />
    </div>
  );
}

/** A console page's shape while its code or data loads. */
export function AdminPageSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-full max-w-xl" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** Shown while the console's own code downloads. */
export function AdminLayoutSkeleton() {
  return (
    <div className="min-h-dvh bg-slate-50 p-6">
      <AdminPageSkeleton />
    </div>
  );
}
