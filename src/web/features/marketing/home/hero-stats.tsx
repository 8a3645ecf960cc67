import { formatPrice } from '~/shared/us-dollars';
import { useCatalogueDollars } from '~/web/lib/catalogue-dollars';

/** SPARK's price is the studio's catalogue's, as this page was rendered with it. */
const heroStatsAt = (sparkDollars: number) => [
  { value: '7', label: 'steps, one system' },
  { value: formatPrice(sparkDollars), label: 'to find your signal' },
  { value: '365', label: 'businesses a year' },
];

/**
 * The hero's three figures. A deferred island of its own (hero-section.tsx): the one
 * catalogue price here would otherwise bring the site state, the prices and their
 * formatting into the first screen's scripts.
 */
export default function HeroStats() {
  const sparkDollars = useCatalogueDollars().spark;
  return (
    <ul className="mx-auto mt-10 grid max-w-3xl grid-cols-3 gap-4 border-t border-ink-800 pt-6 sm:mt-16 sm:pt-8">
      {heroStatsAt(sparkDollars).map((stat) => (
        <li key={stat.label} className="flex flex-col">
          <span className="text-2xl font-semibold tracking-tight text-ink-100 sm:text-4xl">
            {stat.value}
          </span>
          <span className="mt-1 text-xs text-ink-400 sm:text-sm">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
