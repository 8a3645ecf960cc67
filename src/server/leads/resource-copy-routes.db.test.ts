import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('POST /api/resource-copies', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(async () => {
    await testApp.close();
  });

  const request = (payload: unknown, remoteAddress = '10.0.0.1') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/resource-copies',
      payload: payload as object,
      remoteAddress,
    });
  const storedLeads = () => testApp.database.db.selectFrom('leads').selectAll().execute();

  it('stores a new lead naming the resource', async () => {
    const response = await request({
      email: ' grace.hopper@example.com ',
      resourceId: 'signal-system-guide',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const leads = await storedLeads();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace.hopper@example.com',
      message: 'Asked for a copy of the Signal System Guide',
      status: 'new',
      source: 'resource',
      resource_id: 'signal-system-guide',
    });
  });

  it('keeps one lead per address and resource, and answers a repeat with success', async () => {
    expect((await request({ email: 'ada@example.com', resourceId: 'case-study' })).statusCode).toBe(
      201,
    );
    const again = await request({ email: 'ADA@example.com', resourceId: 'case-study' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true });
    const together = await Promise.all([
      request({ email: 'ada@example.com', resourceId: 'mirror-demo' }),
      request({ email: 'ada@example.com', resourceId: 'mirror-demo' }),
    ]);
    expect(together.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    const leads = await storedLeads();
    expect(leads.map((lead) => lead.resource_id).sort()).toEqual(['case-study', 'mirror-demo']);
  });

  it('refuses a bad e-mail and an unknown resource with 400, storing nothing', async () => {
    const badEmail = await request({ email: 'not-an-address', resourceId: 'case-study' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toContain(messages.validation.invalidEmail);
    const unknown = await request({ email: 'ada@example.com', resourceId: 'secret-plans' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain(messages.resourceCopy.unknownResource);
    expect(await storedLeads()).toHaveLength(0);
  });

  it('rate-limits one client address after 10 requests in 10 minutes', async () => {
    for (let index = 0; index < 10; index += 1)
      expect(
        (await request({ email: `r${index}@example.com`, resourceId: 'case-study' }, '10.7.7.7'))
          .statusCode,
      ).toBe(201);
    const limited = await request(
      { email: 'more@example.com', resourceId: 'case-study' },
      '10.7.7.7',
    );
    expect(limited.statusCode).toBe(429);
    expect(await storedLeads()).toHaveLength(10);
  });
});

describe('POST /forms/resource-copy (no JavaScript)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(async () => {
    await testApp.close();
  });

  const host = 'studio.test';
  const post = (fields: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/forms/resource-copy',
      headers: {
        host,
        origin: `http://${host}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: '10.0.0.7',
    });

  it('stores the lead and redirects to a page of its own; a bad resource gets a page with the error', async () => {
    const returnTo = '/resources/case-study#email-copy';
    const response = await post({ email: 'ada@example.com', resourceId: 'case-study', returnTo });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `/forms/resource-copy/done?${new URLSearchParams({ back: returnTo })}`,
    );
    const refused = await post({ email: 'ada@example.com', resourceId: 'nope', returnTo });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(messages.resourceCopy.unknownResource);
    const leads = await testApp.database.db.selectFrom('leads').selectAll().execute();
    expect(leads).toEqual([
      expect.objectContaining({ source: 'resource', resource_id: 'case-study', status: 'new' }),
    ]);
  });
});
