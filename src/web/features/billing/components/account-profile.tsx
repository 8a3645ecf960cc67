import { Mail, UserRound } from 'lucide-react';
import { formatLongDate } from '~/shared/billing/subscription-display';

/**
 * A long address wraps after its "@" rather than mid-word; a part longer than the line
 * still breaks anywhere, so nothing sticks out.
 */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <span className="min-w-0 [overflow-wrap:anywhere]">
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </span>
  );
}

/** E-mail and member-since date (or N/A) of the signed-in user. */
export function AccountProfile({
  email,
  createdAt,
}: {
  email: string;
  createdAt: string | undefined;
}) {
  const since = createdAt ? formatLongDate(new Date(createdAt)) : 'N/A';
  return (
    <section
      aria-labelledby="profile-heading"
      className="rounded-2xl border border-ink-800 bg-ink-900/70 p-6"
    >
      <h2 id="profile-heading" className="flex items-center gap-2 text-lg font-semibold">
        <UserRound aria-hidden="true" className="size-5 text-signal-400" />
        Profile
      </h2>
      <dl className="mt-5 space-y-4 text-sm">
        <div>
          <dt className="text-ink-400">Email</dt>
          <dd className="mt-1 flex items-center gap-2 font-medium text-ink-100">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-ink-400" />
            <EmailAddress email={email} />
          </dd>
        </div>
        <div>
          <dt className="text-ink-400">Member since</dt>
          <dd className="mt-1 font-medium text-ink-100">{since}</dd>
        </div>
      </dl>
    </section>
  );
}
