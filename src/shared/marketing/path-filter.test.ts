import { describe, expect, it } from 'vitest';
import {
  founderTypeOptions,
  pathFilterView,
  primaryNeedOptions,
  toggleFilter,
  type PathFilterView,
} from './path-filter.ts';

describe('toggleFilter', () => {
  it.each([
    [undefined, 'solo', 'solo'],
    ['solo', 'team', 'team'],
    ['solo', 'solo', undefined],
  ] as const)('from %s, clicking %s leaves %s', (current, clicked, expected) => {
    expect(toggleFilter(current, clicked)).toBe(expected);
  });
});

describe('pathFilterView', () => {
  it('prompts for both filters when none is chosen', () => {
    expect(pathFilterView({}).kind).toBe('empty');
  });

  it.each([
    [{ founderType: 'solo' }, 'primary need'],
    [{ founderType: 'team' }, 'primary need'],
    [{ primaryNeed: 'ai' }, 'who you are'],
    [{ primaryNeed: 'clarity' }, 'who you are'],
  ] as const)('with only %j it describes it and asks for the %s', (state, missing) => {
    const view = pathFilterView(state);
    expect(view.kind).toBe('partial');
    expect(view.kind === 'partial' && view.request).toContain(missing);
  });

  it('shows eight different case studies, one per combination', () => {
    const clients = new Set<string>();
    for (const { value: founderType } of founderTypeOptions)
      for (const { value: primaryNeed } of primaryNeedOptions) {
        const view: PathFilterView = pathFilterView({ founderType, primaryNeed });
        if (view.kind !== 'match')
          throw new Error(`no case study for ${founderType}/${primaryNeed}`);
        expect(view.caseStudy.recommendation.href).toMatch(/^\/products#/);
        clients.add(view.caseStudy.client);
      }
    expect(clients.size).toBe(8);
  });
});
