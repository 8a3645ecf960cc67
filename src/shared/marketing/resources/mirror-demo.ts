/**
 * The MIRROR demo: a scripted walkthrough of a voice-trained assistant answering a small
 * business's customers. Scripted on purpose: the page runs with no network and no model,
 * and every answer shown is one the brand approved.
 */

export interface MirrorDemoExchange {
  question: string;
  answer: string;
  /** Why the assistant answered this way: the voice rule or source it used. */
  note: string;
  /** The assistant handed the conversation to a person instead of answering alone. */
  handsOver?: boolean;
}

export const mirrorDemoBrand = {
  name: 'Hearth & Crumb',
  description: 'a neighbourhood bakery with a wholesale side and a very particular sense of humour',
  voiceRules: [
    'Warm, short sentences; one gentle joke at most.',
    'Always say what happens next and when.',
    'Never promise a delivery slot; the baker confirms those.',
    'Allergies and complaints go to a person, every time.',
  ],
} as const;

export const mirrorDemoExchanges: readonly MirrorDemoExchange[] = [
  {
    question: 'Do you have sourdough on Sundays?',
    answer:
      'We do, from 8 until it’s gone, which is usually about 11. If you want to be sure, reserve a loaf before 6 pm on Saturday and it waits for you at the counter with your name on it.',
    note: 'Opening hours and the reservation cut-off come from the shop’s FAQ; “until it’s gone” is the owner’s own phrase from twelve past replies.',
  },
  {
    question: 'Can you do 40 croissants for an office breakfast on Thursday?',
    answer:
      'Very happily. Forty is a lovely number. I’ve noted Thursday and passed it to Marta, who plans the wholesale bakes; she’ll confirm the time and price by e-mail before noon tomorrow.',
    note: 'Voice rule: never promise a slot. The assistant collects the order and tells the customer exactly who confirms it and when.',
  },
  {
    question: 'Is the seeded rye safe for someone with a sesame allergy?',
    answer:
      'Thank you for asking before buying. Allergy questions always go to one of our bakers, because our kitchen handles sesame. I’ve sent your question to Sam, who will reply today; please don’t rely on me for this one.',
    note: 'Allergies are on the hand-over list. The assistant answers in the brand’s voice but does not guess.',
    handsOver: true,
  },
  {
    question: 'Why is your bread more expensive than the supermarket’s?',
    answer:
      'Fair question. Ours takes 36 hours: a slow ferment, flour from a mill 40 miles away, and a baker who gets up at 4. It keeps for days, too. Try a half loaf first and decide if it’s worth it to you.',
    note: 'Built from the brand’s message pillars (slow, local, made by people) and its rule to offer a small first step rather than argue.',
  },
];
