import { describe, expect, it } from 'vitest';
import {
  consultationDurationMinutes,
  consultationOptions,
  findConsultationOption,
} from './consultation-options.ts';

describe('consultationOptions', () => {
  it('offers 45-minute consultations with unique ids and what each includes', () => {
    expect(consultationDurationMinutes).toBe(45);
    expect(new Set(consultationOptions.map((option) => option.id)).size).toBe(
      consultationOptions.length,
    );
    for (const option of consultationOptions) {
      expect(option.includes.length).toBeGreaterThan(0);
      expect(option.ideal).not.toBe('');
    }
  });

  it.each([
    ['brand-clarity', 'Brand Clarity Consultation'],
    ['ai-systems', 'AI Systems Consultation'],
    ['platform-build', 'Platform Build Consultation'],
    ['unknown', undefined],
  ])('finds %s', (id, name) => {
    expect(findConsultationOption(id)?.name).toBe(name);
  });
});
