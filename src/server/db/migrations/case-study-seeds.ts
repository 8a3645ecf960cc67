/**
 * Four fictional case studies the site first shows, so /work and the pages that show
 * fitting work are never empty on a fresh install. Every page marks them as examples
 * (`is_example`) until the studio replaces them. Frozen with the migration that seeds
 * them: the studio edits the rows, never this file. Each has a drawing of the same name
 * in public/art/work/.
 */

export interface SeedCaseStudy {
  slug: string;
  client: string;
  sector: string;
  summary: string;
  problem: string;
  made: string;
  outcomes: { label: string; value: string }[];
  quote: { text: string; name: string; role: string };
  fits: string[];
  isFeatured: boolean;
}

export const seedCaseStudies: readonly SeedCaseStudy[] = [
  {
    slug: 'harbour-and-rye',
    client: 'Harbour & Rye',
    sector: 'Neighbourhood bakery',
    summary:
      'A two-shop bakery found one sentence, one look and a site that sells the morning bake.',
    problem:
      'Two shops, three logos and a website nobody had updated since opening. Regulars loved the bread, but nobody new could tell what made it different, and pre-orders came in by phone, on paper, and got lost.',
    made: 'A SPARK session to find the sentence ("slow bread for fast mornings"), a brand kit built around the harbour’s tide marks, and a one-scroll site with a morning pre-order that closes itself at 9 pm.',
    outcomes: [
      { label: 'more pre-orders in the first month', value: '3.2×' },
      { label: 'phone calls a day about orders', value: '0' },
      { label: 'from session to launch', value: '19 days' },
    ],
    quote: {
      text: 'People finally describe us the way we describe ourselves. And the phone stopped ringing at 6 am.',
      name: 'Mara Quist',
      role: 'Owner, Harbour & Rye (fictional)',
    },
    fits: ['spark', 'brandKit', 'core'],
    isFeatured: true,
  },
  {
    slug: 'northlight-realty',
    client: 'Northlight Realty',
    sector: 'Real-estate agents',
    summary: 'Six agents, one voice: listing photos, short videos and a weekly letter every week.',
    problem:
      'Each agent posted their own way, listings went out with phone snapshots, and the team’s best local knowledge never left their heads. Sellers chose agencies that simply looked more established.',
    made: 'A monthly content subscription: a shoot day per month, listing photo sets and 30-second walk-through videos, graphics in one system, and a neighbourhood newsletter written from a one-hour interview.',
    outcomes: [
      { label: 'listing enquiries, quarter on quarter', value: '+41%' },
      { label: 'pieces of content a month', value: '60' },
      { label: 'newsletter open rate', value: '58%' },
    ],
    quote: {
      text: 'We look like the agency we always said we were. Sellers mention the videos before we do.',
      name: 'Dev Okafor',
      role: 'Managing broker, Northlight Realty (fictional)',
    },
    fits: ['/hunter', '/brandfuel', 'brandFuelPropel', 'brandFuelVelocity', 'signal'],
    isFeatured: true,
  },
  {
    slug: 'fieldnote-physio',
    client: 'Fieldnote Physio',
    sector: 'Physiotherapy clinics',
    summary:
      'Four clinics on one custom system, with an assistant that answers in the founder’s voice.',
    problem:
      'Four clinics ran on spreadsheets, a booking tool and a shared inbox. Patients asked the same twenty questions every week, and the founder wrote every answer herself.',
    made: 'A custom operating system for bookings, exercise plans and follow-ups, and a MIRROR voice model trained on the founder’s explanations, answering patients between visits and handing anything clinical to a person.',
    outcomes: [
      { label: 'patient questions answered without staff', value: '72%' },
      { label: 'no-shows, down from 14%', value: '6%' },
      { label: 'founder hours back a week', value: '11' },
    ],
    quote: {
      text: 'It sounds like me on a good day. Patients get their answer at 10 pm, and I get my evenings back.',
      name: 'Dr. Ines Varga',
      role: 'Founder, Fieldnote Physio (fictional)',
    },
    fits: ['/makeros', '/mirror', 'core', 'corePlus', 'mirror', 'muse'],
    isFeatured: true,
  },
  {
    slug: 'kiln-and-clay',
    client: 'Kiln & Clay',
    sector: 'Ceramics studio',
    summary: 'A ceramics studio launched its classes in 24 hours, booked out before the summit.',
    problem:
      'A potter with a waiting list and no business behind it: no name for the classes, no way to take payment, and a launch date set by a kiln that was already booked.',
    made: 'The 24-hour launch: name and offer in the morning, brand and class pages by the afternoon, checkout and booking by night, then a workshop seat at the summit to plan the next ninety days.',
    outcomes: [
      { label: 'from first call to first sale', value: '24 h' },
      { label: 'first class cohort, sold out', value: '12 seats' },
      { label: 'revenue in the first month', value: '$6,480' },
    ],
    quote: {
      text: 'I went to bed with an idea and woke up with a business that was taking bookings.',
      name: 'Tomás Reyes',
      role: 'Potter and owner, Kiln & Clay (fictional)',
    },
    fits: ['/bizbuiltnow', '/spark-summit', 'bizBuiltNowPackage', 'sparkSummit'],
    isFeatured: false,
  },
];
