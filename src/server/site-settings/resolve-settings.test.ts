import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../shared/site-settings/defaults.ts';
import { resolveSettings } from './site-settings-service.ts';

describe('resolveSettings', () => {
  it('reads sessions saved before they could be cancelled as not cancelled', () => {
    const saved = structuredClone(defaultSiteSettings);
    const sessions = saved.webinar.sessions.map(({ cancelled: _cancelled, ...session }) => ({
      ...session,
      title: `Kept: ${session.title}`,
    }));
    const resolved = resolveSettings({ ...saved, webinar: { ...saved.webinar, sessions } });
    expect(resolved.webinar.sessions.map((session) => session.cancelled)).toEqual(
      sessions.map(() => false),
    );
    // The saved titles stay: the group did not fall back to its defaults.
    expect(resolved.webinar.sessions[0]?.title).toBe(sessions[0]?.title);
  });

  it('keeps a saved cancellation', () => {
    const saved = structuredClone(defaultSiteSettings);
    saved.webinar.sessions[3]!.cancelled = true;
    expect(resolveSettings(saved).webinar.sessions[3]?.cancelled).toBe(true);
  });
});
