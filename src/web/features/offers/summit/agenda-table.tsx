import { formatEventTime, timeZoneLabel, timeZoneLongName } from '~/shared/offers/event-dates';
import { configuredAgenda } from '~/shared/site-settings/summit-agenda';
import { useConfiguredSummit } from '~/web/lib/configured-events';
import { useSiteSettings } from '~/web/lib/site-settings';
import { useSiteState } from '~/web/lib/site-state';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const cellStyle = 'px-5 py-4 align-top';

/**
 * The day as a table from tablet width up. Four columns do not fit a phone, so phones get
 * the same rows as a ruled list (only one of the two is displayed, and so read, at a time),
 * open rather than ten folds (issue 33: at most two folded panels per page).
 */
export function AgendaTable() {
  const { startsAt, endsAt } = useConfiguredSummit();
  const { timeZone: zone, startTime, endTime } = useSiteSettings().summit;
  const summitAgenda = configuredAgenda(startTime, endTime);
  const isOver = useSiteState()?.summit.isOver ?? false;
  const eventTimeZoneLabel = timeZoneLabel(zone);
  const zoneName = timeZoneLongName(zone);
  const clock = (iso: string) =>
    formatEventTime(iso, zone).replace(/ (AM|PM)$/, (_, half: string) => ` ${half.toLowerCase()}`);
  return (
    <section id="agenda" aria-labelledby="agenda-title" className={offerStyles.section}>
      <SectionHeading
        id="agenda-title"
        eyebrow="The agenda"
        title="One day, ten moves."
        // The agenda of a day that is over is its record.
        lead={`All times in ${eventTimeZoneLabel} (${zoneName}). ${
          isOver
            ? `Doors opened at ${clock(startsAt)}; we closed at ${clock(endsAt)}.`
            : `Doors open at ${clock(startsAt)}; we close at ${clock(endsAt)}.`
        }`}
      />
      <div className="mt-12 hidden overflow-hidden rounded-3xl border border-ink-800 lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Spark Summit agenda, times in {zoneName}</caption>
          <thead className="bg-ink-900 text-xs uppercase tracking-[0.16em] text-ink-400">
            <tr>
              <th scope="col" className={cellStyle}>
                Time ({eventTimeZoneLabel})
              </th>
              <th scope="col" className={cellStyle}>
                Phase
              </th>
              <th scope="col" className={cellStyle}>
                Focus
              </th>
              <th scope="col" className={cellStyle}>
                Win
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-800">
            {summitAgenda.map((row) => (
              <tr key={row.phase} className="even:bg-ink-900/40">
                <td className={`${cellStyle} whitespace-nowrap font-medium text-ink-100`}>
                  {row.time}
                </td>
                <th scope="row" className={`${cellStyle} font-semibold text-signal-300`}>
                  {row.phase}
                </th>
                <td className={`${cellStyle} text-ink-300`}>{row.focus}</td>
                <td className={`${cellStyle} text-ink-100`}>{row.win}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Below lg the four columns were cramped (the phase ran to three lines): each row
          stacks its time, phase, and focus with its win, in two columns from md. */}
      <ol className="summit-agenda-rows">
        {summitAgenda.map((row) => (
          <li key={row.phase}>
            <p>{row.time}</p>
            <h3>{row.phase}</h3>
            <p>
              {row.focus}
              {/[.!?]$/.test(row.focus) ? '' : '.'}{' '}
              <span>
                <b>Win:</b> {row.win}
              </span>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
