import { defaultTermsOfService } from '~/shared/legal/default-legal-texts';
import { LegalPage } from '../features/marketing/legal/legal-page';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Terms of Service',
    description:
      "The terms for Signal Studio's website, customer app, products, events and accounts: prices, payment plans, guarantees, your content and liability.",
    path: '/terms',
  });

export default function TermsRoute() {
  return <LegalPage document="termsOfService" defaultText={defaultTermsOfService} />;
}
