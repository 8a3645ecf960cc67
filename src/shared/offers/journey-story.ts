/**
 * The journey page's story: a composite of client journeys through the Signal Stack,
 * told in five stages with an eight-entry timeline.
 */

export const journeyStages = [
  { number: 1, name: 'Clarity', product: 'SPARK' },
  { number: 2, name: 'Identity', product: 'BRAND KIT' },
  { number: 3, name: 'Platform', product: 'CORE' },
  { number: 4, name: 'Voice', product: 'MIRROR' },
  { number: 5, name: 'Momentum', product: 'SIGNAL + MOMENTUM' },
] as const;

export interface TimelineEntry {
  when: string;
  stage: number;
  title: string;
  text: string;
}

export const journeyTimeline: readonly TimelineEntry[] = [
  {
    when: 'Day 0',
    stage: 1,
    title: 'Busy, and stuck',
    text: 'A full calendar, a website nobody visited and growth that had been flat for two years. Every client came through word of mouth, and Dana was the bottleneck for all of it.',
  },
  {
    when: 'Day 3',
    stage: 1,
    title: 'The SPARK session',
    text: 'Ninety minutes found the signal: recovery care for people who never stop moving. One sentence that made every decision after it easier.',
  },
  {
    when: 'Week 2',
    stage: 2,
    title: 'A brand that says it',
    text: 'BRAND KIT turned the signal into a name refresh, a voice guide and a visual identity the whole team could use without asking.',
  },
  {
    when: 'Week 5',
    stage: 3,
    title: 'CORE goes live',
    text: 'A scroll-based site that tells the story, answers objections and books assessments on its own, day and night.',
  },
  {
    when: 'Week 7',
    stage: 4,
    title: 'MIRROR learns the voice',
    text: 'An assistant trained on Dana’s own words now answers enquiries and drafts follow-ups that clients cannot tell from hers.',
  },
  {
    when: 'Week 9',
    stage: 5,
    title: 'SIGNAL switches on',
    text: 'One recorded conversation a month becomes a month of posts, emails and short videos, all in the brand voice.',
  },
  {
    when: 'Month 4',
    stage: 5,
    title: 'Momentum',
    text: 'Monthly strategy sessions keep the system tuned. The first corporate wellness partnership signs, found through the new content.',
  },
  {
    when: 'Month 6',
    stage: 5,
    title: 'A waitlist',
    text: 'For the first time the practice has more demand than capacity, and Dana spends her weeks with clients, not on marketing.',
  },
];

export const journeyResults = [
  { value: '3x', label: 'more qualified enquiries' },
  { value: '11 hrs', label: 'saved every week' },
  { value: '42%', label: 'higher average sale' },
  { value: '6', label: 'months from stuck to waitlist' },
] as const;
