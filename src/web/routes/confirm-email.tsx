import { Link, useSearchParams } from 'react-router';
import { AuthPage, authLinkStyle } from '../features/auth/auth-page';
import { ConfirmEmailForm } from '../features/auth/confirm-email-form';
import { pageMeta } from '../lib/page-meta';

export const meta = () => [
  ...pageMeta({
    title: 'Confirm your e-mail address',
    description: 'Confirm the e-mail address of your Signal Studio account.',
    path: '/confirm-email',
  }),
  { name: 'robots', content: 'noindex' },
];

/** Opened from the welcome mail: /confirm-email?token_hash=...&type=signup */
export default function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const tokenHash =
    searchParams.get('type') === 'signup'
      ? (searchParams.get('token_hash') ?? undefined)
      : undefined;
  return (
    <AuthPage
      title="Confirm your e-mail address"
      subtitle="One press proves the address is yours; it also signs you in."
      footer={
        <Link to="/" className={authLinkStyle}>
          Back to the site
        </Link>
      }
    >
      <ConfirmEmailForm tokenHash={tokenHash} />
    </AuthPage>
  );
}
