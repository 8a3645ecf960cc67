/**
 * The seven issues of The Transmission that lived in code before articles became content
 * (src/shared/marketing/article-texts.ts until issue 32), as Markdown. Frozen with the
 * migration that seeds them: the studio edits the rows, never this file.
 */

export interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  publishedDaysAgo: number;
  bodyMarkdown: string;
}

export const seedArticles: readonly SeedArticle[] = [
  {
    slug: 'the-365-business-year',
    title: 'The 365-Business Year: What We Learned Launching One Company a Day',
    excerpt:
      'Our vision is to help 365 businesses a year find their signal. Here is what the first hundred taught us about clarity, speed and the systems that make a small team feel big.',
    category: 'Strategy',
    author: 'The Signal Studio team',
    publishedDaysAgo: 1,
    bodyMarkdown:
      'We set ourselves a number that sounded absurd when we first said it out loud: 365 businesses a year. One a day. Not one website a day, or one logo a day, but one business leaving our hands clearer about who it serves, better at saying it, and running on systems that do not depend on the founder remembering everything.\n\nWe are past our first hundred. This issue is the honest account of what they taught us, including the parts that did not go to plan.\n\n## Clarity is the bottleneck, not talent\n\nAlmost every founder who came to us was good at the work itself. The designer could design, the consultant could consult, the agency owner could deliver. What held them back was that nobody outside their head could explain what they did in a way that made the right client lean in.\n\nSo we stopped opening with deliverables. Every engagement now starts with a SPARK session, and the only output that matters from it is a sentence the founder can say without rehearsing. When the sentence is right, the brand, the website and the sales conversations get easier in that order. When it is wrong, no amount of polish downstream fixes it.\n\n> A brand is a decision made once and repeated everywhere. Most founders have not made the decision yet.\n\n## Speed comes from sequence\n\nPeople assume we are fast because we cut corners. We are fast because we refuse to do steps out of order. Brand before website. Website before automation. Voice before content. Each step feeds the next one something it needs, so nothing waits and nothing gets redone.\n\nThe founders who struggled most were the ones who arrived wanting step five first: the AI assistant, the content engine, the funnel. We built those for a few early clients anyway. In every case we came back three months later to do the clarity work we had skipped, and then rebuilt the thing on top of it.\n\n## Small teams feel big when the repeatable work runs itself\n\nThe surprising result of the first hundred was not revenue. It was time. Founders who finished the full stack told us they had won back somewhere between one and two days a week, mostly from three places:\n\n- Inquiries that qualify themselves before a call is booked.\n- Content drafted from conversations they were already having.\n- Onboarding that sends the right document at the right moment without anyone remembering to.\n\nNone of that is glamorous. All of it compounds. A small team with those three things in place looks, from the outside, like a company three times its size.\n\n## What we are changing for the next 265\n\nWe are shortening the gap between the SPARK session and the first visible result, because momentum matters more than perfection in week one. We are writing more of what we learn here, every morning, so founders who are not ready to work with us can still borrow the thinking. And we are saying no faster to projects that want the last step without the first.\n\nOne business a day is still the goal. The first hundred proved it is possible. The next two hundred and sixty-five will prove it is repeatable.',
  },
  {
    slug: 'your-voice-is-the-moat',
    title: 'Your Voice Is the Moat',
    excerpt:
      'When every competitor can generate the same content, the only defensible asset is how you think. How to capture it before AI flattens it.',
    category: 'AI',
    author: 'The Signal Studio team',
    publishedDaysAgo: 2,
    bodyMarkdown:
      'Every founder we talk to has the same quiet worry this year: if anyone can generate a competent article, a polished post or a tidy sales page in seconds, what is left that is actually ours?\n\nOur answer is simple, and it is the reason MIRROR exists. What is left is how you think. Your judgement, your stories, the way you explain a hard idea to a nervous client. That is the moat, and it is the one thing a generic model cannot produce on its own.\n\n## Generic is the new default\n\nWhen a tool is trained on everything, it writes like everyone. That is not a flaw, it is the design. The result is a flood of content that is correct, pleasant and instantly forgettable. Your audience has already learned to scroll past it.\n\nThe founders who win this shift are not the ones who publish the most. They are the ones whose work is recognisable without the byline.\n\n> If your content could have been written by your competitor, it was not written for your client.\n\n## Capture the voice before you automate it\n\nMost teams get this backwards. They automate first and try to add personality later, with a style guide pasted into a prompt. It never sticks. Voice is not adjectives; it is decisions. Which examples you reach for, what you refuse to say, how blunt you are about price.\n\nSo we start by recording it. An hour or two of real conversation: how you pitch, how you handle an objection, how you explain your method to someone who has never heard of it. From that we build a voice model that knows your positions, not just your tone.\n\n## Three questions to find your voice this week\n\n- What do you believe about your industry that most of your peers would push back on?\n- Which story do you tell most often on sales calls, and why does it land?\n- What do you never say, even when it would make the sale easier?\n\nWrite the answers in your own words, out loud if you can, and keep them. Whether or not you ever train a model on them, they are the raw material every good piece of your content will come from.',
  },
  {
    slug: 'one-sentence-test',
    title: 'The One-Sentence Test',
    excerpt:
      'If a client cannot repeat what you do after one conversation, your marketing is working twice as hard as it should. A 10-minute exercise.',
    category: 'Clarity',
    author: 'The Signal Studio team',
    publishedDaysAgo: 3,
    bodyMarkdown:
      'Here is a test that takes ten minutes and tells you more about your marketing than a month of analytics. After your next conversation with a prospect, ask them one question: how would you describe what we do to a friend?\n\nThen listen. If what comes back is close to what you would say yourself, your message works. If it is vague, wrong or a polite shrug, your website, your posts and your sales calls are all working twice as hard as they should.\n\n## Why one sentence matters\n\nReferrals, introductions and word of mouth all travel in one sentence. Nobody forwards your services page. They say "you should talk to her, she helps agencies stop underpricing" or they say nothing at all. If you have not given people that sentence, they cannot pass you on.\n\n> Your best marketing happens in rooms you are not in. Give people the sentence to carry in.\n\n## The ten-minute exercise\n\n- Write down who you help, in words they would use about themselves.\n- Write down the change you make for them, as an outcome, not a process.\n- Join the two with "I help … to …" and cut every word that is not doing work.\n- Say it to someone outside your industry and ask them to repeat it back.\n\nThe first draft will be too long. The third will be too clever. Keep going until a stranger can repeat it without notes.\n\n## What to do with the sentence\n\nPut it at the top of your home page, in your social bios and in the first thirty seconds of every call. Then notice how many follow-up questions disappear. That sentence is also the first thing we sharpen in a SPARK session, because every later step of the stack leans on it.',
  },
  {
    slug: 'scroll-is-the-new-funnel',
    title: 'The Scroll Is the New Funnel',
    excerpt:
      'Why we design websites as one continuous story, and the three sections that do most of the selling on every page we ship.',
    category: 'Platform',
    author: 'The Signal Studio team',
    publishedDaysAgo: 5,
    bodyMarkdown:
      'Most small-business websites are built like filing cabinets: a home page, an about page, a services page, a contact page, each waiting for a visitor to open the right drawer. Visitors do not open drawers. They scroll, decide, and leave.\n\nThat is why every CORE site we build is designed as one continuous story, with the page itself doing the work a sales funnel used to do.\n\n## A page that sells in order\n\nA good sales conversation has a shape. You name the problem, show you understand it, explain how it changes, prove it has worked before, and make the next step easy. A long, well-paced page can follow exactly the same shape, and on a phone it is the most natural thing in the world to keep scrolling.\n\n## The three sections that do most of the selling\n\n- The mirror: a few lines describing the visitor’s situation so precisely that they feel seen. If this lands, they keep reading.\n- The method: your process in three to five named steps, so the outcome feels achievable rather than magical.\n- The proof: one specific before-and-after story, with numbers where you have them, placed right before the call to action.\n\nEverything else on the page supports those three. When we cut a client’s site down to them, conversion nearly always goes up, even though there is less to read.\n\n> A visitor who understands you in one scroll does not need a funnel. They need a button.\n\n## Measure the scroll, not just the click\n\nCORE pages track how far people get, not only whether they convert. When most visitors stop at the same section, that section is the problem, and it is usually a fix of a few sentences rather than a redesign. One clear call to action per screen, a story that never makes the visitor work, and a page that loads before the thumb moves: that is the whole funnel.',
  },
  {
    slug: 'content-from-one-conversation',
    title: 'A Month of Content From One Conversation',
    excerpt:
      'The interview format behind SIGNAL: twelve questions that turn an hour of talking into posts, articles and a newsletter.',
    category: 'Content',
    author: 'The Signal Studio team',
    publishedDaysAgo: 7,
    bodyMarkdown:
      'Founders tell us they do not have time to create content. What they usually mean is that they do not have time to start from a blank page every day. Nobody does. So we stopped asking them to.\n\nSIGNAL, our content engine, runs on one idea: an hour of good conversation holds a month of good content. The trick is asking the right questions and knowing what to do with the answers.\n\n## The interview\n\nOnce a month we sit down with the founder for an hour and work through twelve questions. Some are about the business, most are about the client. A few of our favourites:\n\n- What did a client misunderstand about your work this month?\n- Which decision did you make recently that a competitor would have made differently?\n- What is a question you get asked so often you could answer it asleep?\n- What result are you proudest of, and what nearly stopped it?\n\nThe answers are specific, opinionated and in the founder’s own words, which is exactly what generic content is missing.\n\n## From one hour to thirty pieces\n\nFrom the recording we pull the strongest ideas and shape them for each channel: short posts from single answers, a longer article from the best story, a newsletter from the month’s theme, clips from the moments where the founder comes alive. Each piece is checked against the voice model built in MIRROR, so it sounds like the person, not like the tool.\n\n> You do not need more ideas. You need a way to keep the ones you already say out loud.\n\n## Try it yourself\n\nRecord your next three client calls, with permission, and listen back for the moments you explain something well. Write each one down as a single post. You will have a week of content you did not have to invent, and it will be better than anything you would have written from scratch.',
  },
  {
    slug: 'systems-before-hires',
    title: 'Systems Before Hires',
    excerpt:
      'Before your next hire, map the work that repeats. Most founders find a third of it can run without anyone at all.',
    category: 'Systems',
    author: 'The Signal Studio team',
    publishedDaysAgo: 10,
    bodyMarkdown:
      'The usual moment a founder decides to hire is the moment they feel overwhelmed. It is also the worst moment to hire, because the work they hand over has never been written down and nobody, including them, knows which parts of it actually matter.\n\nBefore your next hire, spend one week mapping the work that repeats. Most founders we do this with find that a third of it can run without anyone at all.\n\n## The one-week map\n\nFor five working days, keep a plain list next to you. Every time you do something you have done before, write one line: what triggered it, what you did, and where the result went. Do not judge it, do not fix it, just write it down.\n\nAt the end of the week, sort the list into three piles:\n\n- Runs itself: the same input always leads to the same output. Confirmation e-mails, onboarding documents, invoice reminders, status updates.\n- Needs a template: the shape repeats but the details change. Proposals, project kick-offs, weekly reports.\n- Needs you: judgement, relationships and the creative work clients actually pay for.\n\n## Automate the first pile, template the second\n\nThe first pile is where a custom system pays for itself fastest. It is also the pile most founders are embarrassed by, because it is full of small tasks they know they should not be doing. The second pile becomes a set of templates and checklists that anyone can pick up, which is exactly what a new hire needs on day one.\n\n> Hire for the third pile. Build systems for the first two.\n\nWhen you do hire after this exercise, the role is clearer, the onboarding takes days instead of weeks, and the new person spends their time on work that needs a human. That is the difference between a team that scales and a team that just gets busier.',
  },
  {
    slug: 'pricing-the-transformation',
    title: 'Pricing the Transformation, Not the Hours',
    excerpt:
      'What changes when you sell the outcome your client wants instead of the time it takes you, with three real before-and-after offers.',
    category: 'Growth',
    author: 'The Signal Studio team',
    publishedDaysAgo: 14,
    bodyMarkdown:
      'If you bill by the hour, every improvement you make to your own process is a pay cut. Get faster, earn less. It is one of the strangest deals in business, and most service founders accept it because they have never seen the alternative laid out clearly.\n\nThe alternative is to price the transformation: the change your client wants, described in their terms, with a price attached to the outcome rather than the effort.\n\n## What changes when you sell the outcome\n\nThe conversation moves from your costs to their value. A client does not want twelve hours of consulting; they want a launch that works, a team that stops asking them every question, a brand they are proud to send to investors. Those outcomes have a value to them that is usually far larger than your hours, and far easier for them to justify.\n\n## Three before-and-after offers\n\n- Before: brand consulting at an hourly rate, open-ended. After: a fixed two-week brand kit with a clear list of what the client walks away with.\n- Before: website build quoted by page count. After: a platform priced on the outcome it supports, a site that qualifies leads, with the pages as a detail.\n- Before: monthly retainer for "strategy support". After: a monthly partnership built around one measurable goal per quarter.\n\nIn each case the work barely changed. The framing did, and with it the price the client was happy to pay and the trust they had going in.\n\n> Clients do not buy your time. They buy the version of their business on the other side of working with you.\n\n## Start with one offer\n\nPick the service you deliver most often. Write down, in the client’s words, what is different for them afterwards. Put a fixed price on that, with a clear scope and a clear timeline, and try it with your next three prospects. That is how every package on our own product ladder started.',
  },
];
