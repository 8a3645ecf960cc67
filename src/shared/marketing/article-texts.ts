/**
 * The full text of each issue of The Transmission, in the studio's voice. Only the article
 * pages' build-time loader imports this module, so the words reach the browser as HTML
 * and never as JavaScript on the list page or the home page.
 */

/** A paragraph, a subheading, a pulled quote or a list. */
export type ArticleBlock = string | { heading: string } | { quote: string } | { list: string[] };

export const articleTexts: Record<string, readonly ArticleBlock[]> = {
  'the-365-business-year': [
    'We set ourselves a number that sounded absurd when we first said it out loud: 365 businesses a year. One a day. Not one website a day, or one logo a day, but one business leaving our hands clearer about who it serves, better at saying it, and running on systems that do not depend on the founder remembering everything.',
    'We are past our first hundred. This issue is the honest account of what they taught us, including the parts that did not go to plan.',
    { heading: 'Clarity is the bottleneck, not talent' },
    'Almost every founder who came to us was good at the work itself. The designer could design, the consultant could consult, the agency owner could deliver. What held them back was that nobody outside their head could explain what they did in a way that made the right client lean in.',
    'So we stopped opening with deliverables. Every engagement now starts with a SPARK session, and the only output that matters from it is a sentence the founder can say without rehearsing. When the sentence is right, the brand, the website and the sales conversations get easier in that order. When it is wrong, no amount of polish downstream fixes it.',
    {
      quote:
        'A brand is a decision made once and repeated everywhere. Most founders have not made the decision yet.',
    },
    { heading: 'Speed comes from sequence' },
    'People assume we are fast because we cut corners. We are fast because we refuse to do steps out of order. Brand before website. Website before automation. Voice before content. Each step feeds the next one something it needs, so nothing waits and nothing gets redone.',
    'The founders who struggled most were the ones who arrived wanting step five first: the AI assistant, the content engine, the funnel. We built those for a few early clients anyway. In every case we came back three months later to do the clarity work we had skipped, and then rebuilt the thing on top of it.',
    { heading: 'Small teams feel big when the repeatable work runs itself' },
    'The surprising result of the first hundred was not revenue. It was time. Founders who finished the full stack told us they had won back somewhere between one and two days a week, mostly from three places:',
    {
      list: [
        'Inquiries that qualify themselves before a call is booked.',
        'Content drafted from conversations they were already having.',
        'Onboarding that sends the right document at the right moment without anyone remembering to.',
      ],
    },
    'None of that is glamorous. All of it compounds. A small team with those three things in place looks, from the outside, like a company three times its size.',
    { heading: 'What we are changing for the next 265' },
    'We are shortening the gap between the SPARK session and the first visible result, because momentum matters more than perfection in week one. We are writing more of what we learn here, every morning, so founders who are not ready to work with us can still borrow the thinking. And we are saying no faster to projects that want the last step without the first.',
    'One business a day is still the goal. The first hundred proved it is possible. The next two hundred and sixty-five will prove it is repeatable.',
  ],
  'your-voice-is-the-moat': [
    'Every founder we talk to has the same quiet worry this year: if anyone can generate a competent article, a polished post or a tidy sales page in seconds, what is left that is actually ours?',
    'Our answer is simple, and it is the reason MIRROR exists. What is left is how you think. Your judgement, your stories, the way you explain a hard idea to a nervous client. That is the moat, and it is the one thing a generic model cannot produce on its own.',
    { heading: 'Generic is the new default' },
    'When a tool is trained on everything, it writes like everyone. That is not a flaw, it is the design. The result is a flood of content that is correct, pleasant and instantly forgettable. Your audience has already learned to scroll past it.',
    'The founders who win this shift are not the ones who publish the most. They are the ones whose work is recognisable without the byline.',
    {
      quote:
        'If your content could have been written by your competitor, it was not written for your client.',
    },
    { heading: 'Capture the voice before you automate it' },
    'Most teams get this backwards. They automate first and try to add personality later, with a style guide pasted into a prompt. It never sticks. Voice is not adjectives; it is decisions. Which examples you reach for, what you refuse to say, how blunt you are about price.',
    'So we start by recording it. An hour or two of real conversation: how you pitch, how you handle an objection, how you explain your method to someone who has never heard of it. From that we build a voice model that knows your positions, not just your tone.',
    { heading: 'Three questions to find your voice this week' },
    {
      list: [
        'What do you believe about your industry that most of your peers would push back on?',
        'Which story do you tell most often on sales calls, and why does it land?',
        'What do you never say, even when it would make the sale easier?',
      ],
    },
    'Write the answers in your own words, out loud if you can, and keep them. Whether or not you ever train a model on them, they are the raw material every good piece of your content will come from.',
  ],
  'one-sentence-test': [
    'Here is a test that takes ten minutes and tells you more about your marketing than a month of analytics. After your next conversation with a prospect, ask them one question: how would you describe what we do to a friend?',
    'Then listen. If what comes back is close to what you would say yourself, your message works. If it is vague, wrong or a polite shrug, your website, your posts and your sales calls are all working twice as hard as they should.',
    { heading: 'Why one sentence matters' },
    'Referrals, introductions and word of mouth all travel in one sentence. Nobody forwards your services page. They say "you should talk to her, she helps agencies stop underpricing" or they say nothing at all. If you have not given people that sentence, they cannot pass you on.',
    {
      quote:
        'Your best marketing happens in rooms you are not in. Give people the sentence to carry in.',
    },
    { heading: 'The ten-minute exercise' },
    {
      list: [
        'Write down who you help, in words they would use about themselves.',
        'Write down the change you make for them, as an outcome, not a process.',
        'Join the two with "I help … to …" and cut every word that is not doing work.',
        'Say it to someone outside your industry and ask them to repeat it back.',
      ],
    },
    'The first draft will be too long. The third will be too clever. Keep going until a stranger can repeat it without notes.',
    { heading: 'What to do with the sentence' },
    'Put it at the top of your home page, in your social bios and in the first thirty seconds of every call. Then notice how many follow-up questions disappear. That sentence is also the first thing we sharpen in a SPARK session, because every later step of the stack leans on it.',
  ],
  'scroll-is-the-new-funnel': [
    'Most small-business websites are built like filing cabinets: a home page, an about page, a services page, a contact page, each waiting for a visitor to open the right drawer. Visitors do not open drawers. They scroll, decide, and leave.',
    'That is why every CORE site we build is designed as one continuous story, with the page itself doing the work a sales funnel used to do.',
    { heading: 'A page that sells in order' },
    'A good sales conversation has a shape. You name the problem, show you understand it, explain how it changes, prove it has worked before, and make the next step easy. A long, well-paced page can follow exactly the same shape, and on a phone it is the most natural thing in the world to keep scrolling.',
    { heading: 'The three sections that do most of the selling' },
    {
      list: [
        'The mirror: a few lines describing the visitor’s situation so precisely that they feel seen. If this lands, they keep reading.',
        'The method: your process in three to five named steps, so the outcome feels achievable rather than magical.',
        'The proof: one specific before-and-after story, with numbers where you have them, placed right before the call to action.',
      ],
    },
    'Everything else on the page supports those three. When we cut a client’s site down to them, conversion nearly always goes up, even though there is less to read.',
    {
      quote:
        'A visitor who understands you in one scroll does not need a funnel. They need a button.',
    },
    { heading: 'Measure the scroll, not just the click' },
    'CORE pages track how far people get, not only whether they convert. When most visitors stop at the same section, that section is the problem, and it is usually a fix of a few sentences rather than a redesign. One clear call to action per screen, a story that never makes the visitor work, and a page that loads before the thumb moves: that is the whole funnel.',
  ],
  'content-from-one-conversation': [
    'Founders tell us they do not have time to create content. What they usually mean is that they do not have time to start from a blank page every day. Nobody does. So we stopped asking them to.',
    'SIGNAL, our content engine, runs on one idea: an hour of good conversation holds a month of good content. The trick is asking the right questions and knowing what to do with the answers.',
    { heading: 'The interview' },
    'Once a month we sit down with the founder for an hour and work through twelve questions. Some are about the business, most are about the client. A few of our favourites:',
    {
      list: [
        'What did a client misunderstand about your work this month?',
        'Which decision did you make recently that a competitor would have made differently?',
        'What is a question you get asked so often you could answer it asleep?',
        'What result are you proudest of, and what nearly stopped it?',
      ],
    },
    'The answers are specific, opinionated and in the founder’s own words, which is exactly what generic content is missing.',
    { heading: 'From one hour to thirty pieces' },
    'From the recording we pull the strongest ideas and shape them for each channel: short posts from single answers, a longer article from the best story, a newsletter from the month’s theme, clips from the moments where the founder comes alive. Each piece is checked against the voice model built in MIRROR, so it sounds like the person, not like the tool.',
    {
      quote:
        'You do not need more ideas. You need a way to keep the ones you already say out loud.',
    },
    { heading: 'Try it yourself' },
    'Record your next three client calls, with permission, and listen back for the moments you explain something well. Write each one down as a single post. You will have a week of content you did not have to invent, and it will be better than anything you would have written from scratch.',
  ],
  'systems-before-hires': [
    'The usual moment a founder decides to hire is the moment they feel overwhelmed. It is also the worst moment to hire, because the work they hand over has never been written down and nobody, including them, knows which parts of it actually matter.',
    'Before your next hire, spend one week mapping the work that repeats. Most founders we do this with find that a third of it can run without anyone at all.',
    { heading: 'The one-week map' },
    'For five working days, keep a plain list next to you. Every time you do something you have done before, write one line: what triggered it, what you did, and where the result went. Do not judge it, do not fix it, just write it down.',
    'At the end of the week, sort the list into three piles:',
    {
      list: [
        'Runs itself: the same input always leads to the same output. Confirmation e-mails, onboarding documents, invoice reminders, status updates.',
        'Needs a template: the shape repeats but the details change. Proposals, project kick-offs, weekly reports.',
        'Needs you: judgement, relationships and the creative work clients actually pay for.',
      ],
    },
    { heading: 'Automate the first pile, template the second' },
    'The first pile is where a custom system pays for itself fastest. It is also the pile most founders are embarrassed by, because it is full of small tasks they know they should not be doing. The second pile becomes a set of templates and checklists that anyone can pick up, which is exactly what a new hire needs on day one.',
    { quote: 'Hire for the third pile. Build systems for the first two.' },
    'When you do hire after this exercise, the role is clearer, the onboarding takes days instead of weeks, and the new person spends their time on work that needs a human. That is the difference between a team that scales and a team that just gets busier.',
  ],
  'pricing-the-transformation': [
    'If you bill by the hour, every improvement you make to your own process is a pay cut. Get faster, earn less. It is one of the strangest deals in business, and most service founders accept it because they have never seen the alternative laid out clearly.',
    'The alternative is to price the transformation: the change your client wants, described in their terms, with a price attached to the outcome rather than the effort.',
    { heading: 'What changes when you sell the outcome' },
    'The conversation moves from your costs to their value. A client does not want twelve hours of consulting; they want a launch that works, a team that stops asking them every question, a brand they are proud to send to investors. Those outcomes have a value to them that is usually far larger than your hours, and far easier for them to justify.',
    { heading: 'Three before-and-after offers' },
    {
      list: [
        'Before: brand consulting at an hourly rate, open-ended. After: a fixed two-week brand kit with a clear list of what the client walks away with.',
        'Before: website build quoted by page count. After: a platform priced on the outcome it supports, a site that qualifies leads, with the pages as a detail.',
        'Before: monthly retainer for "strategy support". After: a monthly partnership built around one measurable goal per quarter.',
      ],
    },
    'In each case the work barely changed. The framing did, and with it the price the client was happy to pay and the trust they had going in.',
    {
      quote:
        'Clients do not buy your time. They buy the version of their business on the other side of working with you.',
    },
    { heading: 'Start with one offer' },
    'Pick the service you deliver most often. Write down, in the client’s words, what is different for them afterwards. Put a fixed price on that, with a clear scope and a clear timeline, and try it with your next three prospects. That is how every package on our own product ladder started.',
  ],
};

const wordsPerMinute = 200;

function blockText(block: ArticleBlock): string {
  if (typeof block === 'string') return block;
  if ('heading' in block) return block.heading;
  if ('quote' in block) return block.quote;
  return block.list.join(' ');
}

/** "3 min read": the words of the text at an unhurried 200 a minute, at least one. */
export function readingTime(blocks: readonly ArticleBlock[]): string {
  const words = blocks.flatMap((block) => blockText(block).split(/\s+/).filter(Boolean)).length;
  return `${Math.max(1, Math.ceil(words / wordsPerMinute))} min read`;
}
