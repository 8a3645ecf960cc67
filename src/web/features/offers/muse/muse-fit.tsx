import type { CheckoutButtonSlot } from '../checkout/anonymous-checkout-button';
import { CheckList } from '../ui/check-list';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const fitChecklist = [
  'You have a working business and want it to lead its category',
  'You have done the foundations (clarity, brand, platform) or are ready to',
  'You would rather build with peers than alone',
  'You give as generously as you take in a room',
  'You can commit to monthly circles and a quarterly intensive',
];

const testimonials = [
  {
    initials: 'J.M.',
    role: 'Founder, wellness studio',
    quote:
      'The circle is the first room where my questions were everyone’s questions. We relaunched our brand in one quarter and doubled our waitlist.',
  },
  {
    initials: 'R.T.',
    role: 'Independent strategy consultant',
    quote:
      'I came for the strategy intensives and stayed for the people. Co-creating my new offer with the group saved me months of guessing.',
  },
];

export function MuseFit({ CheckoutButton }: { CheckoutButton: CheckoutButtonSlot }) {
  return (
    <section aria-labelledby="fit-title" className={offerStyles.section}>
      <div className="grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="fit-title" eyebrow="Is it a fit?" title="The circle is for you if…" />
          <CheckList items={fitChecklist} className="offer-fit-checks" />
          <div className="mt-10">
            <CheckoutButton productKey="muse" variant="secondary">
              Apply for Membership
            </CheckoutButton>
          </div>
        </div>
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-[0.18em] text-ink-400">
            From members
          </h3>
          <ul className="offer-quotes">
            {testimonials.map((testimonial) => (
              <li key={testimonial.initials}>
                <figure className={offerStyles.card}>
                  <blockquote className="leading-relaxed text-ink-100">
                    “{testimonial.quote}”
                  </blockquote>
                  <figcaption className="mt-5 flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="grid size-10 place-items-center rounded-full bg-signal-500/15 text-sm font-semibold text-signal-300"
                    >
                      {testimonial.initials.replaceAll('.', '')}
                    </span>
                    <span className="text-sm">
                      <span className="block font-semibold text-ink-100">
                        {testimonial.initials}
                      </span>
                      <span className="text-ink-400">{testimonial.role}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
