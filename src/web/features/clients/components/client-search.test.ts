import { describe, expect, it } from 'vitest';
import type { Client } from '~/shared/schemas/clients';
import { filterClients } from './client-search';

const client = (overrides: Partial<Client>): Client => ({
  id: crypto.randomUUID(),
  name: 'Ada Lovelace',
  email: null,
  phone: null,
  company: null,
  notes: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

describe('filterClients', () => {
  const ada = client({ name: 'Ada Lovelace', company: 'Analytical Engines' });
  const grace = client({ name: 'Grace Hopper', email: 'grace@navy.example', notes: 'COBOL fan' });
  const all = [ada, grace];

  it('returns everyone for a blank query', () => {
    expect(filterClients(all, '   ')).toEqual(all);
  });

  it.each([
    ['name', 'lovelace', [ada]],
    ['company', 'ENGINES', [ada]],
    ['email', 'navy', [grace]],
    ['notes', 'cobol', [grace]],
    ['nothing', 'babbage', []],
  ])('matches on %s', (_field, query, expected) => {
    expect(filterClients(all, query)).toEqual(expected);
  });
});
