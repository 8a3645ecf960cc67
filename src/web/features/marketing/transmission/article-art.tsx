import { useId } from 'react';

/**
 * The picture of an issue of The Transmission, drawn here as SVG from its subject: no
 * download, sharp at any size, and it says what the issue is about to a screen reader.
 */
const art: Record<string, { label: string; draw: (id: string) => React.ReactNode }> = {
  'the-365-business-year': {
    label: 'A year drawn as a grid of days, the first hundred lit',
    draw: (id) => (
      <>
        <defs>
          <pattern id={`${id}-dot`} width="20" height="20" patternUnits="userSpaceOnUse">
            <circle cx="10" cy="10" r="4" fill="#2e2e42" />
          </pattern>
          <pattern id={`${id}-lit`} width="20" height="20" patternUnits="userSpaceOnUse">
            <circle cx="10" cy="10" r="4.5" fill="#ff8a5c" />
          </pattern>
        </defs>
        {/* 26 columns × 14 rows, one dot per day, read down each column. */}
        <rect x="60" y="40" width="520" height="280" fill={`url(#${id}-dot)`} />
        <rect x="60" y="40" width="140" height="280" fill={`url(#${id}-lit)`} />
        <rect x="200" y="40" width="20" height="40" fill={`url(#${id}-lit)`} />
      </>
    ),
  },
  'your-voice-is-the-moat': {
    label: 'A voice drawn as a waveform, one strand in the brand colour among grey copies',
    draw: () => (
      <>
        {Array.from({ length: 48 }, (_, index) => {
          const height =
            30 + Math.round(110 * Math.abs(Math.sin(index * 0.55) * Math.cos(index * 0.17)));
          return (
            <rect
              key={index}
              x={48 + index * 11.5}
              y={180 - height / 2}
              width="6"
              height={height}
              rx="3"
              fill={index % 7 === 3 ? '#2e2e42' : '#ff8a5c'}
              opacity={0.35 + (index % 5) * 0.13}
            />
          );
        })}
        <path d="M40 300h560" stroke="#2e2e42" strokeWidth="2" strokeDasharray="4 8" />
      </>
    ),
  },
  'one-sentence-test': {
    label: 'A tangled line that straightens into one clear line',
    draw: () => (
      <>
        <path
          d="M50 180c30-90 70 90 100 0s40-110 70-20 30 100 60 10 30-60 60-10 40 20 60 20h150"
          fill="none"
          stroke="#8a8aa3"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <path d="M450 180h140" stroke="#ff8a5c" strokeWidth="8" strokeLinecap="round" />
        <circle cx="590" cy="180" r="12" fill="#2dd4bf" />
      </>
    ),
  },
  'scroll-is-the-new-funnel': {
    label: 'A phone showing one long page whose sections lead to a single button',
    draw: () => (
      <>
        <rect
          x="230"
          y="24"
          width="180"
          height="312"
          rx="28"
          fill="#151522"
          stroke="#2e2e42"
          strokeWidth="3"
        />
        <rect x="254" y="56" width="132" height="56" rx="10" fill="#ff6a3d" opacity=".85" />
        <rect x="254" y="124" width="132" height="40" rx="10" fill="#2e2e42" />
        <rect x="254" y="176" width="132" height="40" rx="10" fill="#2e2e42" />
        <rect x="254" y="228" width="132" height="40" rx="10" fill="#2e2e42" />
        <rect x="276" y="284" width="88" height="26" rx="13" fill="#2dd4bf" />
        <path d="M470 70v220m-14-14 14 14 14-14" stroke="#8a8aa3" strokeWidth="3" fill="none" />
      </>
    ),
  },
  'content-from-one-conversation': {
    label: 'One conversation bubble branching into many pieces of content',
    draw: () => (
      <>
        <path
          d="M70 130a50 50 0 0 1 50-50h80a50 50 0 0 1 0 100h-60l-40 30v-32a50 50 0 0 1-30-48z"
          fill="#ff6a3d"
        />
        {Array.from({ length: 12 }, (_, index) => {
          const row = index % 4;
          const column = Math.floor(index / 4);
          const x = 380 + column * 72;
          const y = 60 + row * 64;
          return (
            <g key={index}>
              <path
                d={`M270 130C320 130 330 ${y + 20} ${x} ${y + 20}`}
                stroke="#2e2e42"
                strokeWidth="2"
                fill="none"
              />
              <rect
                x={x}
                y={y}
                width="56"
                height="40"
                rx="8"
                fill={index % 3 ? '#20202f' : '#2dd4bf'}
              />
            </g>
          );
        })}
      </>
    ),
  },
  'systems-before-hires': {
    label: 'Three piles of tasks: one running itself, one templated, one that needs a person',
    draw: () => (
      <>
        {[0, 1, 2].map((pile) =>
          Array.from({ length: 5 - pile }, (_, block) => (
            <rect
              key={`${pile}-${block}`}
              x={90 + pile * 170}
              y={290 - (block + 1) * 44}
              width="120"
              height="36"
              rx="8"
              fill={['#2dd4bf', '#ff8a5c', '#ececf4'][pile]}
              opacity={1 - block * 0.12}
            />
          )),
        )}
        <path d="M60 300h520" stroke="#2e2e42" strokeWidth="3" />
      </>
    ),
  },
  'pricing-the-transformation': {
    label: 'Before and after: a row of equal hour blocks, then one rising outcome',
    draw: () => (
      <>
        {Array.from({ length: 8 }, (_, index) => (
          <rect
            key={index}
            x={60 + index * 30}
            y="230"
            width="22"
            height="60"
            rx="4"
            fill="#2e2e42"
          />
        ))}
        <path
          d="M340 290C420 280 470 200 580 70"
          stroke="#ff8a5c"
          strokeWidth="8"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="580" cy="70" r="14" fill="#2dd4bf" />
      </>
    ),
  },
};

export function hasArticleArt(slug: string): boolean {
  return slug in art;
}

/** The picture; `isDecorative` where the card's own text already says it all. */
export function ArticleArt({
  slug,
  className,
  isDecorative = false,
}: {
  slug: string;
  className?: string;
  isDecorative?: boolean;
}) {
  const id = useId().replace(/:/g, '');
  const picture = art[slug];
  if (!picture) return null;
  return (
    <svg
      viewBox="0 0 640 360"
      width="640"
      height="360"
      className={className}
      {...(isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': picture.label })}
    >
      <rect width="640" height="360" fill="#0d0d16" />
      {picture.draw(id)}
    </svg>
  );
}
