import type { WaitlistEvent } from '~/shared/offers/waitlist';
import { offerStyles } from '../ui/offer-styles';
import { WaitlistForm } from './waitlist-form';

/** Shown in place of buying or registering once an event has taken place. */
export function EventOverSection({
  event,
  title,
  message,
  submitLabel,
}: {
  event: WaitlistEvent;
  title: string;
  message: string;
  submitLabel?: string;
}) {
  return (
    <section id="waitlist" aria-labelledby="waitlist-title" className={offerStyles.section}>
      <div className="waitlist-panel">
        <div>
          <p className={offerStyles.eyebrow}>Next edition</p>
          <h2 id="waitlist-title" className={offerStyles.heading}>
            {title}
          </h2>
          <p className={offerStyles.lead}>{message}</p>
        </div>
        <div className="waitlist-form-box">
          <WaitlistForm event={event} submitLabel={submitLabel} />
        </div>
      </div>
    </section>
  );
}
