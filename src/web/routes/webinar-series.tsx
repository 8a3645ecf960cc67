import { webinarSeries } from '~/shared/offers/events';
import { BarePageShell } from '../features/offers/ui/bare-page-shell';
import { offerStyles } from '../features/offers/ui/offer-styles';
import { AudienceSection } from '../features/offers/webinar/audience-section';
import { RegistrationSection } from '../features/offers/webinar/registration-section';
import { SessionList } from '../features/offers/webinar/session-list';
import { useHeaderRegisterLabel } from '../features/offers/webinar/register-label';
import { WebinarHero } from '../features/offers/webinar/webinar-hero';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: `${webinarSeries.name}: a free AI webinar series`,
    description:
      'Six free, live 30-minute AI sessions for founders and small teams, each one building a practical AI workflow you keep using in your business.',
    path: '/webinar-series',
  });

/** Bare layout: a landing page with one job, registering for the series. */
export default function WebinarSeriesPage() {
  const registerLabel = useHeaderRegisterLabel();
  return (
    <BarePageShell
      headerAction={
        <a href="#register" className={offerStyles.headerButton}>
          {registerLabel}
        </a>
      }
    >
      <WebinarHero />
      <SessionList />
      <AudienceSection />
      <RegistrationSection />
    </BarePageShell>
  );
}
