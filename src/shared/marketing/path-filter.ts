/**
 * Find Your Signal Path: two single-choice filters whose combination picks one of eight
 * written case studies. Clicking the chosen option again clears that filter.
 */
import { pathCaseStudies } from './path-case-studies.ts';
import type { FounderType, PathCaseStudy, PrimaryNeed } from './path-types.ts';

export type { FounderType, PathCaseStudy, PrimaryNeed } from './path-types.ts';

export interface PathFilterState {
  founderType?: FounderType | undefined;
  primaryNeed?: PrimaryNeed | undefined;
}

export const founderTypeOptions: { value: FounderType; label: string; description: string }[] = [
  { value: 'solo', label: 'Solo founder', description: 'You are the brand and the business.' },
  { value: 'team', label: 'Team leader', description: 'A team carries the work with you.' },
];

export const primaryNeedOptions: { value: PrimaryNeed; label: string }[] = [
  { value: 'clarity', label: 'Clarity' },
  { value: 'platform', label: 'Platform' },
  { value: 'content', label: 'Content' },
  { value: 'ai', label: 'AI' },
];

/** Chooses a value, or clears it when it is already the chosen one. */
export function toggleFilter<Value extends string>(
  current: Value | undefined,
  clicked: Value,
): Value | undefined {
  return current === clicked ? undefined : clicked;
}

export type PathFilterView =
  | { kind: 'empty'; prompt: string }
  | { kind: 'partial'; description: string; request: string }
  | { kind: 'match'; caseStudy: PathCaseStudy };

const founderDescriptions: Record<FounderType, string> = {
  solo: 'Solo founders win by turning their own voice into a system, so growth stops depending on their hours.',
  team: 'Teams win when everyone tells the same story and the tools carry the process instead of people.',
};

const needDescriptions: Record<PrimaryNeed, string> = {
  clarity: 'Clarity comes first: one sentence that makes the right clients lean in.',
  platform: 'A platform turns attention into booked calls and payments without manual follow-up.',
  content: 'A content engine keeps you visible every week without writing from a blank page.',
  ai: 'AI trained on your voice answers, drafts and qualifies the way you would.',
};

/** What the result panel shows for the current filters: a prompt, a hint, or a case study. */
export function pathFilterView({ founderType, primaryNeed }: PathFilterState): PathFilterView {
  if (founderType && primaryNeed)
    return { kind: 'match', caseStudy: pathCaseStudies[founderType][primaryNeed] };
  if (founderType)
    return {
      kind: 'partial',
      description: founderDescriptions[founderType],
      request: 'Now choose your primary need to see a matching case study.',
    };
  if (primaryNeed)
    return {
      kind: 'partial',
      description: needDescriptions[primaryNeed],
      request: 'Now tell us who you are to see a matching case study.',
    };
  return {
    kind: 'empty',
    prompt: 'Select who you are and what you need most to see a case study and our recommendation.',
  };
}
