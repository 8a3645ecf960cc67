import { Link } from 'react-router';
import { AuthPage, authLinkStyle } from '../features/auth/components/auth-page';
import { RegisterForm } from '../features/auth/components/register-form';
import { resumePendingCheckout } from '../features/billing/api/resume-pending-checkout';
import { PendingCheckoutNotice } from '../features/billing/components/pending-checkout-notice';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Create your account',
    description:
      'Create a Signal Studio account to track your Signal System journey, projects and clients.',
    path: '/register',
  });

export default function RegisterPage() {
  // A chosen checkout first. A guest buyer's purchases join once the address is
  // confirmed (the welcome mail's link), which the dashboard then says.
  const afterSignUp = (accessToken: string) => resumePendingCheckout(accessToken);
  return (
    <AuthPage
      title="Create your account"
      subtitle="Start your Signal System journey in a minute."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={authLinkStyle}>
            Sign in
          </Link>
        </>
      }
    >
      <PendingCheckoutNotice />
      <RegisterForm onSignedUp={afterSignUp} />
    </AuthPage>
  );
}
