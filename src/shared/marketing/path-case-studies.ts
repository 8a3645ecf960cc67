import type { FounderType, PathCaseStudy, PrimaryNeed } from './path-types.ts';

/** The eight written case studies, one per founder type and primary need. */
export const pathCaseStudies: Record<FounderType, Record<PrimaryNeed, PathCaseStudy>> = {
  solo: {
    clarity: {
      client: 'Maya, executive coach',
      challenge:
        'Maya described her work five different ways depending on the room, and referrals dried up because nobody could repeat what she did.',
      approach:
        'A SPARK session distilled twelve years of coaching into one named method and a sentence her clients now quote back.',
      result: 'Her discovery-call close rate went from 2 in 10 to 6 in 10 within one quarter.',
      recommendation: {
        product: 'SPARK Session',
        href: '/products#spark',
        reason: 'Start by naming your signal; everything you build later amplifies it.',
      },
    },
    platform: {
      client: 'Jordan, fractional CFO',
      challenge:
        'Leads arrived by email, proposals lived in documents and invoices were chased by hand, so Jordan capped out at six clients.',
      approach:
        'CORE replaced the patchwork with one scroll-based site: a qualifying quiz, booking, proposals and payment in a single flow.',
      result: 'Admin time fell by 9 hours a week and capacity grew to eleven retainers.',
      recommendation: {
        product: 'CORE Platform',
        href: '/products#core',
        reason: 'A platform that sells, books and bills while you do the work you are paid for.',
      },
    },
    content: {
      client: 'Priya, nutrition consultant',
      challenge:
        'Priya posted in bursts, then disappeared for weeks; every post started from a blank page at 11 pm.',
      approach:
        'SIGNAL turned one recorded conversation a month into a calendar of posts, a newsletter and two long-form articles.',
      result:
        'Her audience tripled in five months and half her new clients now cite the newsletter.',
      recommendation: {
        product: 'SIGNAL Content Engine',
        href: '/products#signal',
        reason: 'One conversation in, a month of on-voice content out.',
      },
    },
    ai: {
      client: 'Marcus, leadership author',
      challenge:
        'Marcus answered the same thirty reader questions by email every week and could not keep up after his book launched.',
      approach:
        'MIRROR trained an assistant on his book, talks and replies, so readers get answers in his voice and hot leads reach him.',
      result: '80% of reader questions are now answered instantly, and speaking inquiries doubled.',
      recommendation: {
        product: 'MIRROR AI Voice Model',
        href: '/products#mirror',
        reason: 'Your thinking, available around the clock, without sounding like a robot.',
      },
    },
  },
  team: {
    clarity: {
      client: 'Northline, a 14-person design agency',
      challenge:
        'Every partner pitched the agency differently, so proposals read like three companies stapled together.',
      approach:
        'A team SPARK workshop and BRAND KIT gave the agency one positioning, one voice guide and pitch templates everyone uses.',
      result: 'Average project size rose 40% once the pitch told a single story.',
      recommendation: {
        product: 'SPARK Session + BRAND KIT',
        href: '/products#brand-kit',
        reason: 'Align the team on one signal, then give everyone the kit to carry it.',
      },
    },
    platform: {
      client: 'Harbor Wellness, a clinic group',
      challenge:
        'Three locations ran on three booking tools and a shared spreadsheet, so clients fell through the cracks.',
      approach:
        'CORE unified intake, booking and follow-up in one platform with role-based views for front desk and practitioners.',
      result: 'No-shows fell by a third and the team stopped double-booking rooms.',
      recommendation: {
        product: 'CORE Platform',
        href: '/products#core',
        reason: 'One system your whole team works in, built around how you actually operate.',
      },
    },
    content: {
      client: 'Fieldwork, a B2B software startup',
      challenge:
        'Five engineers had great ideas and no time to write; the blog had been silent for eight months.',
      approach:
        'SIGNAL interviewed the team twice a month and turned those calls into articles, social threads and a product newsletter.',
      result: 'Organic demo requests grew from 4 to 31 a month in two quarters.',
      recommendation: {
        product: 'SIGNAL Content Engine',
        href: '/products#signal',
        reason:
          'Turn your team’s expertise into a steady stream of content without adding headcount.',
      },
    },
    ai: {
      client: 'Summit Advisory, a consulting firm',
      challenge:
        'Senior partners spent evenings rewriting junior drafts so reports sounded like the firm.',
      approach:
        'MIRROR learned the firm’s voice from ten years of reports and now drafts first versions the partners only refine.',
      result: 'Report turnaround dropped from ten days to four, with fewer revision rounds.',
      recommendation: {
        product: 'MIRROR AI Voice Model',
        href: '/products#mirror',
        reason: 'Give every team member a first draft that already sounds like your best people.',
      },
    },
  },
};
