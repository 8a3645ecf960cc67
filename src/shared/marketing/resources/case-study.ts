import type { ResourceDocument } from './resource-document';

export const caseStudy: ResourceDocument = {
  id: 'case-study',
  eyebrow: 'Case Study',
  title: 'From referrals only to a waitlist in one quarter',
  summary:
    'A solo leadership consultant with a full calendar one month and an empty one the next. What we changed, in what order, and what the numbers did over thirteen weeks.',
  duration: '8 minutes to read',
  sections: [
    {
      heading: 'The starting point',
      paragraphs: [
        'Maren (name changed at her request) coached engineering managers through their first year of leading a team. Every client came through a referral. Her work was excellent and her pipeline was a coin toss: two good months, then a quiet one spent chasing old contacts.',
        'She had a website built five years earlier, a generic “coaching for leaders” tagline and a LinkedIn profile she updated twice a year. Nobody outside her network could tell what made her different.',
      ],
    },
    {
      heading: 'Weeks 1–2: SPARK',
      paragraphs: [
        'We read forty of her past client e-mails and the notes from her discovery calls. One phrase kept returning: new managers felt they had been “promoted out of the job they were good at”. That became the position: the coach for engineers who just became managers and miss shipping.',
      ],
      points: [
        'One audience: first-time engineering managers at companies of 50 to 500 people.',
        'One offer to lead with: a 12-week “first 90 days” programme at a fixed price.',
        'Three pillars: the shift from making to multiplying, hard conversations, protecting focus.',
      ],
    },
    {
      heading: 'Weeks 3–6: BRAND KIT and CORE',
      paragraphs: [
        'The identity borrowed from the world her clients came from: a monospaced accent face, a terminal-green highlight, diagrams instead of stock photos. The new site had one job: get a new manager to book a 20-minute fit call.',
        'We replaced the contact form with a booking page and a short self-assessment that told visitors which of the three pillars was hurting most, then sent them the matching chapter of her notes.',
      ],
    },
    {
      heading: 'Weeks 7–13: SIGNAL',
      paragraphs: [
        'Two posts a week, each built from a real (anonymised) client question. One short letter every Friday to everyone who took the assessment. No ads.',
      ],
    },
    {
      heading: 'What changed',
      points: [
        'Fit calls booked: from 3 a month (all referrals) to 21 in month three, 14 of them from people she had never met.',
        'Assessment completions: 460 in the quarter; 38 % joined the Friday letter.',
        'Programme sales: 9 in the quarter at the fixed price, against 4 hourly clients the quarter before.',
        'Waitlist: opened in week 11 when her calendar filled; 17 names by week 13.',
      ],
    },
    {
      heading: 'What we would tell you',
      paragraphs: [
        'Nothing here was clever. The gain came from the order: the words came from her clients before any design, the site asked for one thing, and the content answered questions people were already asking. The same order works for most expertise businesses.',
      ],
    },
  ],
};
