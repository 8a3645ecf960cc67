import { Link, useSearchParams } from 'react-router';
import { AuthPage, authLinkStyle } from '../features/auth/components/auth-page';
import { ConfirmEmailForm } from '../features/auth/components/confirm-email-form';
import { pageMeta } from '../lib/page-meta';

export const meta = () => [
  ...pageMeta({
    title: 'Confirm your e-mail address',
    description: 'Confirm the e-mail address of your Signal Studio account.',
    path: '/confirm-email',
  }),
  { name: 'robots', content: 'noindex' },
];

const purposes = { signup: 'confirm', email_change: 'new-address', magiclink: 'sign-in' } as const;
const titles = {
  confirm: 'Confirm your e-mail address',
  'new-address': 'Confirm your new e-mail address',
  'sign-in': 'Sign in with your link',
} as const;

/**
 * Opened from the welcome mail (/confirm-email?token_hash=...&type=signup), the mail to a
 * new address (type=email_change) or a sign-in mail (type=magiclink): each spends its
 * link on a press and signs in.
 */
export default function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const type = searchParams.get('type') ?? '';
  const purpose = Object.hasOwn(purposes, type)
    ? purposes[type as keyof typeof purposes]
    : 'confirm';
  const tokenHash = Object.hasOwn(purposes, type)
    ? (searchParams.get('token_hash') ?? undefined)
    : undefined;
  return (
    <AuthPage
      title={titles[purpose]}
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
