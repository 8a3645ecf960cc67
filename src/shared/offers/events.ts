/**
 * Event facts for the webinar series and the summit: dates and times, venue, meeting
 * links, ticket deadlines and the contact address. The studio edits this file, not the
 * components, when a date or a link changes.
 *
 * Times carry an explicit UTC offset (Central Daylight Time in May and June is -05:00) so
 * every machine, browser and calendar file reads the same instant.
 */

/** Event times are shown in Central Time, the studio's home zone (Des Moines, IA). */
export const eventTimeZone = 'America/Chicago';
export const eventTimeZoneLabel = 'CT';

export interface WebinarSession {
  /** Stable slug: used in the .ics address and as the calendar UID. */
  id: string;
  number: number;
  title: string;
  summary: string;
  startsAt: string;
  durationMinutes: number;
  meetingUrl: string;
  /** Called off by the studio: listed as cancelled, with no join or calendar links. */
  isCancelled?: boolean;
}

export interface WebinarSeries {
  name: string;
  description: string;
  sessionMinutes: number;
  scheduleLabel: string;
  sessions: readonly WebinarSession[];
  finale: { number: number; title: string; startsAt: string; href: string };
}

export const webinarSeries: WebinarSeries = {
  name: 'Smarter in 30',
  description: 'A free AI webinar series: six 30-minute sessions, Fridays at 12pm CT.',
  sessionMinutes: 30,
  scheduleLabel: 'Fridays at 12pm CT',
  /** Sessions as the webinar page lists them (May 2 to May 30). */
  sessions: [
    {
      id: 'automate-your-inbox',
      number: 1,
      title: 'Automate Your Inbox with AI',
      summary:
        'Sort, draft and follow up without living in your inbox. Leave with three rules and a reply assistant that sounds like you.',
      startsAt: '2025-05-02T12:00:00-05:00',
      durationMinutes: 30,
      meetingUrl: 'https://meet.google.com/sig-inbx-0502',
    },
    {
      id: 'sop-from-a-loom',
      number: 2,
      title: 'SOP from a Loom',
      summary:
        'Record a task once, let AI turn it into a step-by-step operating procedure your team can follow.',
      startsAt: '2025-05-09T12:00:00-05:00',
      durationMinutes: 30,
      meetingUrl: 'https://meet.google.com/sig-sopl-0509',
    },
    {
      id: 'build-a-youbot',
      number: 3,
      title: 'Build a YouBot',
      summary:
        'Train a simple assistant on your own words so it answers common questions the way you would.',
      startsAt: '2025-05-16T12:00:00-05:00',
      durationMinutes: 30,
      meetingUrl: 'https://meet.google.com/sig-ybot-0516',
    },
    {
      id: 'idea-vault',
      number: 4,
      title: 'The 3-Minute Idea Vault',
      summary:
        'Capture ideas by voice in three minutes a day and turn them into a searchable vault of content and offers.',
      startsAt: '2025-05-23T12:00:00-05:00',
      durationMinutes: 30,
      meetingUrl: 'https://meet.google.com/sig-idea-0523',
    },
    {
      id: 'ai-powered-planning',
      number: 5,
      title: 'AI-Powered Planning: Map Your Next 90 Days with Clarity',
      summary:
        'Use AI as a planning partner to turn scattered goals into a focused 90-day roadmap.',
      startsAt: '2025-05-30T12:00:00-05:00',
      durationMinutes: 30,
      meetingUrl: 'https://meet.google.com/sig-plan-0530',
    },
  ],
  /** The sixth entry is the in-person summit, which has its own page. */
  finale: {
    number: 6,
    title: 'Spark Summit live workshop',
    startsAt: '2025-06-05T08:30:00-05:00',
    href: '/spark-summit',
  },
};

export function findWebinarSession(id: string): WebinarSession | undefined {
  return webinarSeries.sessions.find((session) => session.id === id);
}

export interface TicketTier {
  name: string;
  /** What checkout sells for this tier: pages print its price from the catalogue state. */
  catalogueKey: 'sparkSummit' | 'sparkSummitGeneral' | 'sparkSummitUpgrade';
  /** The seed's whole dollars (no state: the build's pre-render); "+" marks an add-on. */
  price: number;
  isAddOn: boolean;
  description: string;
  features: string[];
  isEarlyBird: boolean;
  /** Last moment the tier is on sale, if it has one. */
  deadline?: string;
}

export interface SparkSummit {
  name: string;
  tagline: string;
  venue: string;
  city: string;
  startsAt: string;
  endsAt: string;
  seatLimit: number;
  contactEmail: string;
  earlyBirdDeadline: string;
  /** Calendar dates (no time) of the warm-up webinars as this page lists them. */
  webinarSchedule: readonly string[];
  tickets: readonly TicketTier[];
}

export const sparkSummit: SparkSummit = {
  name: 'Spark Summit',
  tagline: "AI for the Business You're Building",
  venue: 'West 48',
  city: 'Des Moines, IA',
  startsAt: '2025-06-05T08:30:00-05:00',
  endsAt: '2025-06-05T17:30:00-05:00',
  seatLimit: 30,
  contactEmail: 'summit@signal.studio',
  earlyBirdDeadline: '2025-05-15T23:59:59-05:00',
  /**
   * The warm-up schedule the summit page lists: the series' own days. The spec printed
   * it a day later (May 3, 10, ...); docs/decisions/2026-12-03-one-source-for-site-facts.md.
   */
  webinarSchedule: ['2025-05-02', '2025-05-09', '2025-05-16', '2025-05-23', '2025-05-30'],
  tickets: [
    {
      name: 'Early Bird',
      catalogueKey: 'sparkSummit',
      price: 499,
      isAddOn: false,
      description: 'The full day at the best price, for founders who decide early.',
      features: [
        'All sessions and build blocks',
        'All four Signal Booths',
        'Lunch and coffee',
        'Free seat in the Smarter in 30 webinars',
      ],
      isEarlyBird: true,
      deadline: '2025-05-15T23:59:59-05:00',
    },
    {
      name: 'General Admission',
      catalogueKey: 'sparkSummitGeneral',
      price: 995,
      isAddOn: false,
      description: 'The full day, after the early-bird window closes on May 15.',
      features: ['All sessions and build blocks', 'All four Signal Booths', 'Lunch and coffee'],
      isEarlyBird: false,
    },
    {
      name: 'Done-For-You',
      catalogueKey: 'sparkSummitUpgrade',
      price: 1_500,
      isAddOn: true,
      description: 'Add to any ticket: our team finishes what you start on the day.',
      features: [
        'Your AI agent configured and tested',
        'Your content system set up',
        'Your inbox automations switched on',
      ],
      isEarlyBird: false,
    },
  ],
};

export interface AgendaRow {
  time: string;
  phase: string;
  focus: string;
  win: string;
}

/** The summit day in Central Time, from doors at 8:30 am to close at 5:30 pm. */
export const summitAgenda: readonly AgendaRow[] = [
  {
    time: '8:30 – 9:00 AM',
    phase: 'Arrive and tune in',
    focus: 'Check-in, coffee and a first prompt at the Prompt Bar',
    win: 'Your first AI win before nine',
  },
  {
    time: '9:00 – 9:45 AM',
    phase: 'Opening signal',
    focus: 'Where AI fits in the business you are building',
    win: 'A map of where AI saves you the most time',
  },
  {
    time: '9:45 – 10:45 AM',
    phase: 'Clarity lab',
    focus: 'Define your signal: audience, offer and voice',
    win: 'A one-sentence positioning statement',
  },
  {
    time: '10:45 AM – 12:00 PM',
    phase: 'Build block 1: voice',
    focus: 'Train an AI agent on how you think and write',
    win: 'An assistant that sounds like you',
  },
  {
    time: '12:00 – 1:00 PM',
    phase: 'Lunch and Signal Booths',
    focus: 'Prompt Bar, Content Drop, Inbox Tune-Up and Signal Log',
    win: 'One booth upgrade done over lunch',
  },
  {
    time: '1:00 – 2:15 PM',
    phase: 'Build block 2: content',
    focus: 'Turn one idea into a month of content',
    win: 'Thirty days of posts drafted',
  },
  {
    time: '2:15 – 3:30 PM',
    phase: 'Build block 3: inbox',
    focus: 'Email triage, replies and follow-ups on autopilot',
    win: 'Three automations switched on',
  },
  {
    time: '3:30 – 4:30 PM',
    phase: 'Systems sprint',
    focus: 'Connect your tools into one weekly operating rhythm',
    win: 'Your 90-day AI roadmap',
  },
  {
    time: '4:30 – 5:00 PM',
    phase: 'Founder hot seats',
    focus: 'Live feedback on your plan from the room',
    win: 'Expert eyes on your next move',
  },
  {
    time: '5:00 – 5:30 PM',
    phase: 'Closing signal',
    focus: 'Commitments, certificates and next steps',
    win: 'A plan and a working toolkit to take home',
  },
];
