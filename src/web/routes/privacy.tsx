import { defaultPrivacyPolicy } from '~/shared/legal/default-legal-texts';
import { LegalPage } from '../features/marketing/legal/legal-page';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Privacy Policy',
    description:
      'What Signal Studio stores about you and why: accounts, orders, enquiries, cookie-free visitor statistics and e-mail, how long it is kept, and how to get a copy or delete it.',
    path: '/privacy',
  });

export default function PrivacyRoute() {
  return <LegalPage document="privacyPolicy" defaultText={defaultPrivacyPolicy} />;
}
