import { Link, useSearchParams } from 'react-router';
import { AuthPage, authLinkStyle } from '../features/auth/auth-page';
import { RegisterForm } from '../features/auth/register-form';
import { resumePendingCheckout } from '../features/billing/api/resume-pending-checkout';
import { sendPurchaseClaimAfterSignUp } from '../features/billing/api/send-purchase-claim';
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
  const [searchParams] = useSearchParams();
  const claimEmail = searchParams.get('claim') === 'purchase' ? searchParams.get('email') : null;
  // A chosen checkout first; a guest buyer's purchase link otherwise.
  const afterSignUp = async (accessToken: string) => {
    if (await resumePendingCheckout(accessToken)) return true;
    if (claimEmail) await sendPurchaseClaimAfterSignUp(accessToken, claimEmail);
    return false;
  };
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
