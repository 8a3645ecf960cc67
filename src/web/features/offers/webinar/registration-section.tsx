import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { publicMessages as messages } from '~/shared/public-messages';
import { webinarSeries } from '~/shared/offers/events';
import { useSiteState } from '~/web/lib/site-state';
import { CheckList } from '../ui/check-list';
import { offerStyles } from '../ui/offer-styles';
import { RegistrationForm } from './registration-form';
import { RegistrationSuccess } from './registration-success';
import { WaitlistForm } from '../waitlist/waitlist-form';

const waitlistIncludes = [
  'One e-mail when the next series has its dates',
  'The session titles before they are announced',
  'Nothing else: no newsletter unless you ask for it',
];

const includes = [
  'All five live online sessions, 30 minutes each',
  'A working AI workflow to keep after every session',
  'Meeting links and reminders by email',
  'A seat-saving head start on the Spark Summit',
];

export function RegistrationSection() {
  const [isRegistered, setIsRegistered] = useState(false);
  const isOver = useSiteState()?.webinar.isOver ?? false;
  return (
    <section id="register" aria-labelledby="register-title" className={offerStyles.section}>
      <div className="grid gap-10 rounded-[2rem] border border-ink-800 bg-gradient-to-br from-ink-900 via-ink-900 to-signal-600/10 p-5 sm:p-10 lg:grid-cols-2 lg:gap-16 lg:p-14">
        <div>
          <p className={offerStyles.eyebrow}>{isOver ? 'The next series' : 'Free registration'}</p>
          <h2 id="register-title" className={offerStyles.heading}>
            {isOver ? 'Tell me about the next one.' : `Save your seat for ${webinarSeries.name}.`}
          </h2>
          <p className={offerStyles.lead}>
            {isOver
              ? `${webinarSeries.name} has ended. Leave your name and e-mail and we will write when the next series opens.`
              : 'One registration covers the whole series. Come to every session or only the ones you need.'}
          </p>
          <CheckList items={isOver ? waitlistIncludes : includes} className="mt-8" />
        </div>
        <div className="waitlist-form-box">
          {isOver ? (
            <div className="flex flex-col gap-5">
              <p role="status" className="text-base text-ink-100">
                {messages.events.webinarOver}
              </p>
              <WaitlistForm event="webinar-series" submitLabel="Tell me about the next one" />
            </div>
          ) : isRegistered ? (
            <RegistrationSuccess onRegisterAnother={() => setIsRegistered(false)} />
          ) : (
            <RegistrationForm onRegistered={() => setIsRegistered(true)} />
          )}
          {!isOver && (
            <p className="mt-6 flex gap-2 border-t border-ink-800 pt-5 text-xs leading-relaxed text-ink-400">
              <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                Privacy: we use your name and email only to send the session links and reminders;
                every reminder has a one-click unsubscribe. We never sell or share your details.{' '}
                <a href="/privacy" className="underline underline-offset-2 hover:text-ink-200">
                  Privacy policy
                </a>
              </span>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
