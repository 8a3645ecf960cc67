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

/**
 * Opened from the welcome mail (/confirm-email?token_hash=...&type=signup) or a sign-in
 * mail (type=magiclink): both spend their link on a press and sign in.
 */
export default function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const type = searchParams.get('type');
  const purpose = type === 'magiclink' ? 'sign-in' : 'confirm';
  const tokenHash =
    type === 'signup' || type === 'magiclink'
      ? (searchParams.get('token_hash') ?? undefined)
      : undefined;
  return (
    <AuthPage
      title={purpose === 'sign-in' ? 'Sign in with your link' : 'Confirm your e-mail address'}
      subtitle={
        purpose === 'sign-in'
          ? 'One press signs you in. The link works once.'
          : 'One press proves the address is yours; it also signs you in.'
      }
      footer={
        <Link to="/" className={authLinkStyle}>
          Back to the site
        </Link>
      }
    >
      <ConfirmEmailForm tokenHash={tokenHash} purpose={purpose} />
    </AuthPage>
  );
}
