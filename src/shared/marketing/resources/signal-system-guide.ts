import type { ResourceDocument } from './resource-document';

export const signalSystemGuide: ResourceDocument = {
  id: 'signal-system-guide',
  eyebrow: 'Signal System Guide',
  title: 'The Signal Stack, step by step',
  summary:
    'Seven steps from a fuzzy idea to a business that runs on its own signal. For each step: what it is for, what you leave with, and the questions we ask before anyone designs or builds anything.',
  duration: '20 minutes to read',
  sections: [
    {
      heading: 'Why a ladder, not a menu',
      paragraphs: [
        'Most businesses buy marketing out of order: a logo before a position, a website before a message, an AI tool before anyone has written down how the founder actually talks. Each purchase is reasonable on its own; together they pull in different directions and the signal gets noisy.',
        'The Signal Stack puts the work in the order it compounds. Every step uses what the one before it produced, so nothing is redone and nothing is guessed. You can stop at any rung and still own something finished.',
      ],
    },
    {
      heading: '1. SPARK: find the signal',
      paragraphs: [
        'A focused strategy session that turns what you know about your customers into one sentence you can defend: who you serve, the problem you solve better than anyone, and why now.',
      ],
      points: [
        'You leave with: a positioning statement, three message pillars, and the one offer to lead with.',
        'Ask: which clients would you clone? What did they say in their own words before they hired you?',
        'Ask: what do you refuse to do, and would a competitor say the same?',
      ],
    },
    {
      heading: '2. BRAND KIT: make it recognisable',
      paragraphs: [
        'The position becomes a visual and verbal identity: logo system, palette, type, voice rules and the templates you use every week. Designed from the SPARK sentence, not from a mood board.',
      ],
      points: [
        'You leave with: a brand guide, editable templates and a voice sheet with words to use and words to avoid.',
        'Ask: if the logo disappeared, would a client still know the post was yours?',
      ],
    },
    {
      heading: '3. CORE: give it a home',
      paragraphs: [
        'A fast website and the systems behind it: offer pages, booking, payments and a lead list you own. Built to convert the visitor SPARK described, and measured from day one.',
      ],
      points: [
        'You leave with: a live site, a working checkout and a dashboard of the numbers that matter.',
        'Ask: what is the single action a first-time visitor should take, and how many clicks away is it?',
      ],
    },
    {
      heading: '4. MIRROR: teach an assistant your voice',
      paragraphs: [
        'An AI assistant trained on your own writing, calls and answers, so routine questions get replies that sound like you, at any hour. It drafts; you approve until you trust it.',
      ],
      points: [
        'You leave with: a voice-trained assistant, a library of approved answers and clear rules for when it hands over to a human.',
        'Ask: which twenty questions do you answer every week? Which ones must only ever come from you?',
      ],
    },
    {
      heading: '5. SIGNAL: be heard on purpose',
      paragraphs: [
        'A content system that turns the pillars into a steady rhythm of posts, letters and talks, drafted with MIRROR and scheduled around your real calendar.',
      ],
      points: [
        'You leave with: a 90-day content calendar, reusable formats and a weekly hour that keeps it running.',
        'Ask: where do your best clients already spend their attention?',
      ],
    },
    {
      heading: '6. MOMENTUM: make growth routine',
      paragraphs: [
        'Monthly strategy, reporting and improvement: we read the numbers together, keep what works, cut what does not, and ship one improvement a month.',
      ],
      points: [
        'You leave with: a monthly review, a backlog in priority order and a partner who knows your business.',
        'Ask: which number, if it doubled, would change your year?',
      ],
    },
    {
      heading: '7. THE MUSE: the whole stack, working for you',
      paragraphs: [
        'For founders who want every rung at once: brand, platform, assistant and content run as one system, with a dedicated team and a quarterly strategy day.',
      ],
      points: [
        'You leave with: a business whose brand, site and assistant say the same thing, every day, without you in every conversation.',
      ],
    },
    {
      heading: 'Where to start',
      paragraphs: [
        'If you cannot say who you serve in one sentence, start with SPARK. If you can but nobody recognises you, BRAND KIT. If people recognise you but cannot buy easily, CORE. If you are the bottleneck in every conversation, MIRROR. Everything after that is about volume and rhythm.',
      ],
    },
  ],
};
