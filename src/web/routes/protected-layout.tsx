import { Outlet } from 'react-router';
import { RequireAuth } from '../features/auth/require-auth';
import { QueryProvider } from '../lib/query-provider';

/** Layout route of the signed-in screens: they render only behind the sign-in guard. */
export default function ProtectedLayout() {
  return (
    <RequireAuth>
      <QueryProvider>
        <Outlet />
      </QueryProvider>
    </RequireAuth>
  );
}
