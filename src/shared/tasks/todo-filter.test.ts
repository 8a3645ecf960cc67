import { describe, expect, it } from 'vitest';
import { formatCreatedAt } from './format-created-at.ts';
import { bulkCompletionTarget, emptyStateText, matchesFilter } from './todo-filter.ts';

describe('todo filters', () => {
  const open = { is_complete: false };
  const done = { is_complete: true };

  it('active shows open tasks, completed shows done ones, all shows both', () => {
    expect([matchesFilter(open, 'active'), matchesFilter(done, 'active')]).toEqual([true, false]);
    expect([matchesFilter(open, 'completed'), matchesFilter(done, 'completed')]).toEqual([
      false,
      true,
    ]);
    expect([matchesFilter(open, 'all'), matchesFilter(done, 'all')]).toEqual([true, true]);
  });

  it('words the empty state as the spec does for each filter', () => {
    expect(emptyStateText('all')).toBe("You haven't created any tasks yet");
    expect(emptyStateText('active')).toBe('No active tasks found');
    expect(emptyStateText('completed')).toBe('No completed tasks found');
  });

  it('offers Mark incomplete only when every selected task is complete', () => {
    expect(bulkCompletionTarget([done, done])).toBe(false);
    expect(bulkCompletionTarget([done, open])).toBe(true);
    expect(bulkCompletionTarget([open])).toBe(true);
    expect(bulkCompletionTarget([])).toBe(true);
  });
});

describe('formatCreatedAt', () => {
  it('shows US English short month, day, hour and minute', () => {
    expect(formatCreatedAt('2026-11-21T18:05:00Z', 'UTC')).toBe('Nov 21, 6:05 PM');
    expect(formatCreatedAt('2026-03-02T09:30:00Z', 'America/Chicago')).toBe('Mar 2, 3:30 AM');
  });
});
