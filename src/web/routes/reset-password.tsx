import { Link, useSearchParams } from 'react-router';
import { AuthPage, authLinkStyle } from '../features/auth/components/auth-page';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { pageMeta } from '../lib/page-meta';

export const meta = () => [
  ...pageMeta({
    title: 'Choose a new password',
    description: 'Set a new password for your Signal Studio account.',
    path: '/reset-password',
  }),
  { name: 'robots', content: 'noindex' },
];

/** Opened from the reset e-mail: /reset-password?token_hash=...&type=recovery */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const tokenHash =
    searchParams.get('type') === 'recovery'
      ? (searchParams.get('token_hash') ?? undefined)
      : undefined;
  return (
    <AuthPage
      title="Choose a new password"
      subtitle="Saving it signs you out on your other devices."
      footer={
        <Link to="/login" className={authLinkStyle}>
          Back to sign in
        </Link>
      }
    >
      <ResetPasswordForm tokenHash={tokenHash} />
    </AuthPage>
  );
}
