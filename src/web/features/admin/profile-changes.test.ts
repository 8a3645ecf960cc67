import { describe, expect, it } from 'vitest';
import type { AdminUser } from '~/shared/schemas/admin';
import { applyProfileChange, sortUsers } from './profile-changes';

const user = (id: string, role: AdminUser['role'], day: number): AdminUser => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  email: `${id}@example.com`,
  role,
  createdAt: `2026-11-0${day}T10:00:00.000Z`,
});

const admin = user('1', 'admin', 1);
const older = user('2', 'user', 2);
const newer = user('3', 'user', 3);

describe('sortUsers', () => {
  it('puts users before admins, newest first within a role', () => {
    expect(sortUsers([admin, older, newer])).toEqual([newer, older, admin]);
  });
});

describe('applyProfileChange', () => {
  const users = [older, admin];

  it('adds a new profile in order', () => {
    const change = { table: 'todo_profiles', op: 'insert' as const, row: newer };
    expect(applyProfileChange(users, change)).toEqual([newer, older, admin]);
  });

  it('replaces an updated profile and re-sorts it', () => {
    const promoted = { ...older, role: 'admin' as const };
    const change = { table: 'todo_profiles', op: 'update' as const, row: promoted };
    expect(applyProfileChange(users, change)).toEqual([promoted, admin]);
  });

  it('removes a deleted profile', () => {
    const change = { table: 'todo_profiles', op: 'delete' as const, row: { id: older.id } };
    expect(applyProfileChange(users, change)).toEqual([admin]);
  });

  it('ignores other tables and unreadable rows', () => {
    expect(applyProfileChange(users, { table: 'todos', op: 'insert', row: newer })).toBeUndefined();
    const partial = { table: 'todo_profiles', op: 'update' as const, row: { id: older.id } };
    expect(applyProfileChange(users, partial)).toBeUndefined();
  });
});
