import { SignalStrengthPage } from '../features/marketing/signal-strength/signal-strength-page';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Signal Strength Scorecard',
    description:
      'Score your brand signal out of 100 in about 2 minutes: five questions on clarity, consistency, systems, differentiation and conversion, with your recommended next step.',
    path: '/signal-strength',
  });

export default function SignalStrengthRoute() {
  return <SignalStrengthPage />;
}
