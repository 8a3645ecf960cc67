import { Quote } from 'lucide-react';
import { marketingStyles } from '../ui/marketing-styles';
import { useLocation } from 'react-router';
import { FeaturedWork } from '../work/fitting-work';
import { SectionHeading } from '../ui/section-heading';

const testimonials = [
  {
    quote:
      'In ninety minutes they put words to something I had been circling for years. Our close rate doubled the next quarter, and I finally stopped rewriting my homepage.',
    name: 'Claire Whitfield',
    role: 'Founder, Whitfield Advisory',
  },
  {
    quote:
      'MIRROR answers our clients the way our senior partners would. It feels like we hired three people who already knew everything about us.',
    name: 'Luis Moreno',
    role: 'Managing Partner, Moreno & Hart',
  },
];

export default function TestimonialsSection() {
  const path = useLocation().pathname;
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className={marketingStyles.section}
    >
      {/* On a phone the section is the recent work alone: its founders' stories are the
          case pages' quotes, and the page stays within ten screens. */}
      <div className="max-md:hidden">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Founders who found their signal."
        />
      </div>
      <ul className="mt-8 grid gap-5 max-md:hidden md:mt-14 lg:grid-cols-2">
        {testimonials.map((testimonial) => (
          <li
            key={testimonial.name}
            data-reveal=""
            className={`${marketingStyles.card} ${marketingStyles.reveal}`}
          >
            <figure className="flex h-full flex-col">
              <Quote aria-hidden="true" className="size-8 text-signal-500/70" />
              <blockquote className="mt-4 flex-1 text-base leading-relaxed text-ink-100 sm:mt-5 sm:text-xl">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-11 place-items-center rounded-full bg-gradient-to-br from-signal-500 to-pulse-500 text-sm font-bold text-ink-950"
                >
                  {testimonial.name
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </span>
                <span>
                  <span className="block font-semibold text-ink-100">{testimonial.name}</span>
                  <span className="block text-sm text-ink-400">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div
        data-reveal=""
        className={`mt-10 rounded-[2rem] border border-ink-800 max-md:hidden bg-radial-[ellipse_at_top] from-signal-600/25 to-transparent to-60% px-6 py-10 sm:py-16 md:mt-20 text-center sm:px-12 ${marketingStyles.reveal}`}
      >
        <p className={marketingStyles.eyebrow}>Our vision</p>
        <p className="mt-6 text-7xl font-semibold tracking-tighter sm:text-9xl">
          <span className={marketingStyles.gradientText}>365</span>
        </p>
        <h3 className="mt-4 text-2xl font-semibold text-ink-100 sm:text-3xl">businesses a year</h3>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-ink-300">
          One business every day finding its signal and launching the systems to carry it. That is
          the studio we are building, and every client gets us one step closer.
        </p>
      </div>
      <FeaturedWork page={path === '/interactive' ? path : '/'} />
    </section>
  );
}
