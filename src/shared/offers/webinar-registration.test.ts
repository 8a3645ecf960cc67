import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { leadLimits } from '../schemas/lead.ts';
import { webinarFieldLimits } from './webinar-fields.ts';
import { webinarRegistrationSchema } from './webinar-registration.ts';

describe('webinarRegistrationSchema', () => {
  it('trims both fields', () => {
    expect(webinarRegistrationSchema.parse({ name: ' Ada ', email: ' ada@example.com ' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
    });
  });

  it.each([
    [{ name: '', email: 'ada@example.com' }, 'Name is required'],
    [{ name: 'Ada', email: '   ' }, 'Email is required'],
    [{ name: 'Ada', email: 'ada@' }, messages.validation.invalidEmail],
    [{ name: 'x'.repeat(101), email: 'ada@example.com' }, 'Name must be at most 100 characters'],
  ])('refuses %j with "%s"', (input, message) => {
    const result = webinarRegistrationSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('refuses fields it does not know', () => {
    expect(
      webinarRegistrationSchema.safeParse({ name: 'Ada', email: 'a@b.co', status: 'converted' })
        .success,
    ).toBe(false);
  });

  it('limits the fields as a contact lead is limited', () => {
    expect(webinarFieldLimits).toEqual({ name: leadLimits.name, email: leadLimits.email });
  });
});
