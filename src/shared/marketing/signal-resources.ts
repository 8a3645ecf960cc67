/**
 * Signal Resources: four downloads that unlock as the visitor reads further down the home
 * page (spec section 9) and stay unlocked for the rest of the browser session.
 */

export interface SignalResource {
  id: string;
  title: string;
  description: string;
  /** Scroll depth in percent at which the resource unlocks. */
  unlockAt: 30 | 60 | 80 | 100;
  type: 'pdf' | 'video';
}

export const signalResources: SignalResource[] = [
  {
    id: 'signal-system-guide',
    title: 'Signal System Guide',
    description:
      'The seven steps of the Signal Stack on twelve pages, with the questions to ask at each one.',
    unlockAt: 30,
    type: 'pdf',
  },
  {
    id: 'case-study',
    title: 'Case Study',
    description: 'How a solo consultant went from referrals-only to a waitlist in one quarter.',
    unlockAt: 60,
    type: 'pdf',
  },
  {
    id: 'mirror-demo',
    title: 'MIRROR Demo Video',
    description: 'Eight minutes with a voice-trained assistant answering real client questions.',
    unlockAt: 80,
    type: 'video',
  },
  {
    id: 'spark-worksheet',
    title: 'SPARK Worksheet',
    description: 'The exercise we open every SPARK session with, to do on your own in 30 minutes.',
    unlockAt: 100,
    type: 'pdf',
  },
];

/** The progress text appears once the visitor has read this far. */
export const resourceProgressVisibleFrom = 30;

export function isResourceUnlocked(resource: SignalResource, deepestDepth: number): boolean {
  return deepestDepth >= resource.unlockAt;
}

export function unlockedResourceCount(deepestDepth: number): number {
  return signalResources.filter((resource) => isResourceUnlocked(resource, deepestDepth)).length;
}

/** "45% explored · 1 of 4 resources unlocked", or undefined before 30%. */
export function resourceProgressText(deepestDepth: number): string | undefined {
  if (deepestDepth < resourceProgressVisibleFrom) return undefined;
  const unlocked = unlockedResourceCount(deepestDepth);
  return `${deepestDepth}% explored · ${unlocked} of ${signalResources.length} resources unlocked`;
}

/** The next resource still locked, to tell the visitor how far to read. */
export function nextLockedResource(deepestDepth: number): SignalResource | undefined {
  return signalResources.find((resource) => !isResourceUnlocked(resource, deepestDepth));
}
