import type { ReactNode } from 'react';
import { messages } from '~/shared/messages';
import { Spinner } from '~/web/components/ui/spinner';
import { buttonStyles } from '~/web/components/ui/button-styles';
import { useDashboard } from '../api/use-dashboard';
import { dashboardModel } from '../dashboard-model';
import { AccountLinks } from './account-links';
import { AlacarteServices } from './alacarte-services';
import type { RenderCheckout } from './card-action';
import { GetStartedChecklist } from './get-started-checklist';
import { JourneyList } from './journey-list';
import { RecommendedSteps } from './recommended-steps';
import { ResourcesPanel } from './resources-panel';
import { WelcomeBanner } from './welcome-banner';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-2xl border border-red-500/40 bg-red-500/10 p-6"
    >
      <p className="font-semibold text-red-200">{messages.products.loadProfileFailed}</p>
      <button type="button" onClick={onRetry} className={buttonStyles.secondary}>
        Try again
      </button>
    </div>
  );
}

/** The signed-in customer's journey up the ladder, next steps and shortcuts. */
export function DashboardView({
  signedInEmail,
  renderCheckout,
  renderPurchaseClaim,
  notice,
}: {
  /** Known before the read arrives, so the greeting shows at once. */
  signedInEmail: string | undefined;
  renderCheckout: RenderCheckout;
  /** Under the banner: the offer to add purchases made before sign-up, when there are any. */
  renderPurchaseClaim: (email: string) => ReactNode;
  /** Under the banner, first: what the account must do (confirm its address). */
  notice?: ReactNode;
}) {
  const dashboard = useDashboard();
  const model = dashboard.data ? dashboardModel(dashboard.data) : undefined;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <WelcomeBanner
        email={dashboard.data?.email ?? signedInEmail}
        stage={model?.stage}
        summary={model?.stageSummary}
        ownership={model?.ownership}
      />
      {notice && <div className="mt-6">{notice}</div>}
      {dashboard.data?.pendingPurchases && (
        <div className="mt-6">{renderPurchaseClaim(dashboard.data.email)}</div>
      )}
      <div className="mt-8">
        {model ? (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="flex min-w-0 flex-col gap-6">
              <JourneyList items={model.journey} notes={model.journeyNotes} />
              {model.showsAlacarte && <AlacarteServices renderCheckout={renderCheckout} />}
              <RecommendedSteps
                recommendations={model.recommendations}
                renderCheckout={renderCheckout}
              />
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              <GetStartedChecklist step={model.onboardingStep} />
              <AccountLinks />
              <ResourcesPanel />
            </div>
          </div>
        ) : dashboard.isError ? (
          <LoadFailed onRetry={() => void dashboard.refetch()} />
        ) : (
          <div className="grid min-h-60 place-items-center rounded-2xl border border-ink-800 bg-ink-900/70">
            <Spinner label="Loading your dashboard" />
          </div>
        )}
      </div>
    </div>
  );
}
