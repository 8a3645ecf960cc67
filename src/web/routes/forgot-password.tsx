import { Link } from 'react-router';
import { AuthPage, authLinkStyle } from '../features/auth/components/auth-page';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { pageMeta } from '../lib/page-meta';

export const meta = () => [
  ...pageMeta({
    title: 'Reset your password',
    description: 'Get a link to choose a new password for your Signal Studio account.',
    path: '/forgot-password',
  }),
  { name: 'robots', content: 'noindex' },
];

export default function ForgotPasswordPage() {
  return (
    <AuthPage
      title="Reset your password"
      subtitle="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={authLinkStyle}>
            Back to sign in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}
