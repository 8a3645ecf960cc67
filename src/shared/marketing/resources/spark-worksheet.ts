import type { ResourceDocument } from './resource-document';

export const sparkWorksheet: ResourceDocument = {
  id: 'spark-worksheet',
  eyebrow: 'SPARK Worksheet',
  title: 'Find your signal in 30 minutes',
  summary:
    'The exercise we open every SPARK session with. Print it, set a timer and write by hand; the first honest answer is usually the useful one. Bring it to a session if you book one.',
  duration: '30 minutes with a pen',
  sections: [
    {
      heading: 'Before you start (2 minutes)',
      points: [
        'Open your last ten client e-mails or call notes; you will quote them.',
        'Write answers in your customers’ words, not yours.',
        'Do not edit. Cross out and keep going.',
      ],
    },
    {
      heading: 'Part 1: the people (8 minutes)',
      prompts: [
        'Name three clients you would gladly work with again. What do they have in common?',
        'What were they trying to do when they found you? Quote one of them.',
        'What did they try before you, and why did it not work?',
      ],
    },
    {
      heading: 'Part 2: the problem (8 minutes)',
      prompts: [
        'Finish the sentence: “They hire me when…”',
        'What does it cost them, in money or in sleep, to leave the problem alone for another year?',
        'Which part of the problem do you solve better than anyone they could call instead?',
      ],
    },
    {
      heading: 'Part 3: the proof (6 minutes)',
      prompts: [
        'Write one before-and-after in numbers, even a rough one.',
        'What do you refuse to do that others in your field happily sell?',
      ],
    },
    {
      heading: 'Part 4: your signal (6 minutes)',
      paragraphs: [
        'Fill the sentence below from your answers above. Write three versions; circle the one a client would repeat to a friend.',
      ],
      prompts: ['I help ______ who ______ to ______, unlike ______, because ______.'],
    },
  ],
};
