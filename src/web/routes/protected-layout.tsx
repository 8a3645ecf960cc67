import { Outlet } from 'react-router';
import { RequireAuth } from '../features/auth/components/require-auth';
import { QueryProvider } from '../lib/query-provider';

/**
 * Layout route of the signed-in screens: they render only behind the sign-in guard. The
 * box-less `data-app-screen` wrapper turns on 44 px tap targets on phones for the whole
 * page around them (app.css).
 */
export default function ProtectedLayout() {
  return (
    <RequireAuth>
      <QueryProvider>
        <div data-app-screen className="contents">
          <Outlet />
        </div>
      </QueryProvider>
    </RequireAuth>
  );
}
