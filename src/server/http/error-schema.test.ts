import { describe, expect, it } from 'vitest';
import { errorBodySchema, errorResponses } from './error-schema.ts';

describe('errorResponses', () => {
  it('maps each status to the one error body schema', () => {
    const responses = errorResponses(400, 401, 409);
    expect(Object.keys(responses)).toEqual(['400', '401', '409']);
    expect(Object.values(responses).every((schema) => schema === errorBodySchema)).toBe(true);
  });
});
