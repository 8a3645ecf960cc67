import { Link } from 'react-router';
import { AuthPage, authLinkStyle } from '../features/auth/components/auth-page';
import { EmailSignIn } from '../features/auth/components/email-sign-in';
import { LoginForm } from '../features/auth/components/login-form';
import { resumePendingCheckout } from '../features/billing/api/resume-pending-checkout';
import { PendingCheckoutNotice } from '../features/billing/components/pending-checkout-notice';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Sign In',
    description: 'Sign in to your Signal Studio account: your dashboard, projects and clients.',
    path: '/login',
  });

export default function LoginPage() {
  return (
    <AuthPage
      title="Welcome back"
      subtitle="Sign in to continue to your dashboard."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className={authLinkStyle}>
            Sign up
          </Link>
        </>
      }
    >
      <PendingCheckoutNotice />
      <LoginForm onSignedIn={resumePendingCheckout} />
      <div className="mt-5 border-t border-ink-800 pt-5">
        <EmailSignIn />
      </div>
    </AuthPage>
  );
}
