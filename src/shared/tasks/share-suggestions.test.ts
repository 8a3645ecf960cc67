import { describe, expect, it } from 'vitest';
import { suggestPeople } from './share-suggestions.ts';

const people = [
  { id: '1', email: 'ada@studio.example.com' },
  { id: '2', email: 'adam@client.example.com' },
  { id: '3', email: 'bob@studio.example.com' },
];

describe('suggestPeople', () => {
  it('matches the start of the address, whatever the case', () => {
    expect(suggestPeople(people, ' AD', new Set()).map((person) => person.id)).toEqual(['1', '2']);
    expect(suggestPeople(people, 'ada@', new Set()).map((person) => person.id)).toEqual(['1']);
  });

  it('does not match inside an address (typing "studio" finds nobody)', () => {
    expect(suggestPeople(people, 'studio', new Set())).toEqual([]);
  });

  it('leaves out people who already have the folder, and duplicates', () => {
    expect(
      suggestPeople([...people, people[0]!], '', new Set(['3'])).map((person) => person.id),
    ).toEqual(['1', '2']);
  });
});
