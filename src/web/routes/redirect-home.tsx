import { Navigate } from 'react-router';

/** /v2 and every unknown path land on the home page, replacing the history entry. */
export default function RedirectHome() {
  return <Navigate to="/" replace />;
}
