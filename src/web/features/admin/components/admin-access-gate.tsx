import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '~/web/lib/toast';
import { messages } from '~/shared/messages';
import { Spinner } from '~/web/components/ui/spinner';
import { ApiError } from '~/web/lib/api-client';
import { useAdminAccessQuery } from '../api/admin-access-api';
import { AdminSecondFactor } from './admin-second-factor';

/**
 * The route only requires sign-in; whether the caller is an admin is decided here, by the
 * server (spec section 6). Non-admins are told "Access denied" and sent home; any other
 * failure says "An error occurred" and does the same. An admin whose session has not
 * verified a second factor (ADMIN_MFA=required) is asked for it, or walked through
 * setting one up.
 */
export function AdminAccessGate({ children }: { children: ReactNode }) {
  const accessQuery = useAdminAccessQuery();
  const navigate = useNavigate();

  const needsSecondFactor =
    accessQuery.error instanceof ApiError && accessQuery.error.code === 'insufficient_aal';
  useEffect(() => {
    if (!accessQuery.isError || needsSecondFactor) return;
    const isDenied = accessQuery.error instanceof ApiError && accessQuery.error.status === 403;
    toast.error(isDenied ? messages.admin.accessDenied : messages.admin.errorOccurred);
    void navigate('/', { replace: true });
  }, [accessQuery.isError, accessQuery.error, needsSecondFactor, navigate]);

  if (needsSecondFactor) {
    return <AdminSecondFactor onVerified={() => void accessQuery.refetch()} />;
  }
  if (!accessQuery.isSuccess) {
    return <Spinner label="Checking access" className="py-24" />;
  }
  return children;
}
