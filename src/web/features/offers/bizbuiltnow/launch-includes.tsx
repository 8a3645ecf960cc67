import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const deliverables = [
  { title: 'Brand basics', text: 'Name check, logo, colours and fonts, ready for every channel.' },
  {
    title: 'Website',
    text: 'A fast, mobile-first site that says what you do and asks for the sale.',
  },
  {
    title: 'Domain and email',
    text: 'Your own domain and a professional address connected and tested.',
  },
  {
    title: 'Booking',
    text: 'Clients pick a time and get reminders without a back-and-forth.',
  },
  { title: 'Payments', text: 'Take cards and send invoices from day one.' },
  { title: 'Launch kit', text: 'Social profiles set up and an announcement ready to post.' },
];

const hours = [
  { hour: 'Hour 0', text: 'Kickoff call: your offer, your customers, your style.' },
  { hour: 'Hour 2', text: 'Brand basics designed and approved.' },
  { hour: 'Hour 8', text: 'Website written and built.' },
  { hour: 'Hour 16', text: 'Booking, payments, domain and email connected.' },
  { hour: 'Hour 22', text: 'Your review, our polish.' },
  { hour: 'Hour 24', text: 'Launch: the keys are yours.' },
];

/**
 * What the launch delivers, as a list of large type between hairlines (not a second grid
 * of cards), then the day itself as a timeline: the reader sees a list, then a sequence.
 */
export function LaunchIncludes() {
  return (
    <>
      <section aria-labelledby="includes-title" className={offerStyles.section}>
        <SectionHeading
          id="includes-title"
          eyebrow="What you get"
          title="Everything a new business needs to start selling."
        />
        <ul className="offer-spec-list">
          {deliverables.map((item) => (
            <li key={item.title} className="offer-spec-item">
              <h3 className="offer-spec-title">{item.title}</h3>
              <p className="offer-spec-text">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="hours-title" className={offerStyles.section}>
        <SectionHeading id="hours-title" eyebrow="Launch day" title="How the 24 hours run" />
        <ol className="offer-timeline">
          {hours.map((step) => (
            <li key={step.hour} className="offer-timeline-stop">
              <p className="offer-timeline-hour">{step.hour}</p>
              <p className="offer-timeline-text">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
