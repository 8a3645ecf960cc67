import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import { makeAdmin, signUpAccount, type TestAccount } from '../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Every route that takes text refuses what PostgreSQL cannot store (a NUL, an unpaired
 * surrogate) with a 400 naming the field, through the one shared rule, never a 500.
 */
let testApp: TestApp;
let member: TestAccount;
let admin: TestAccount;
const ids = { todo: '', folder: '', client: '', template: '', lead: '' };

beforeAll(async () => {
  testApp = await createTestApp();
  member = await signUpAccount(testApp.app, 'member@example.com');
  admin = await signUpAccount(testApp.app, 'admin@example.com');
  await makeAdmin(testApp.database, admin);
  const make = async (account: TestAccount, url: string, payload: object) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      headers: account.headers,
      payload,
    });
    expect(response.statusCode).toBeLessThan(300);
    return response.json<{ id: string }>().id;
  };
  ids.folder = await make(member, '/api/todo-folders', { name: 'Folder' });
  ids.todo = await make(member, '/api/todos', { title: 'Todo' });
  ids.client = await make(member, '/api/clients', { name: 'Ada', email: 'ada@engines.example' });
  ids.template = await make(admin, '/api/admin/email-templates', {
    name: 'Hello',
    subject: 'Hi',
    content: 'Hello there',
  });
});
afterAll(async () => {
  await testApp.close();
});

type Caller = 'member' | 'admin' | 'anonymous';
interface TextRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: () => string;
  caller: Caller;
  /** A valid body; the field under test gets the bad text. */
  body?: Record<string, unknown>;
  field: string;
  /** The field is in the query string rather than the body. */
  inQuery?: boolean;
}

const routes: Record<string, TextRoute> = {
  'todo title': { method: 'POST', url: () => '/api/todos', caller: 'member', field: 'title' },
  'todo description': {
    method: 'PATCH',
    url: () => `/api/todos/${ids.todo}`,
    caller: 'member',
    field: 'description',
  },
  'folder name': {
    method: 'POST',
    url: () => '/api/todo-folders',
    caller: 'member',
    field: 'name',
  },
  'folder description': {
    method: 'PATCH',
    url: () => `/api/todo-folders/${ids.folder}`,
    caller: 'member',
    field: 'description',
  },
  'client name': { method: 'POST', url: () => '/api/clients', caller: 'member', field: 'name' },
  'client notes': {
    method: 'PUT',
    url: () => `/api/clients/${ids.client}`,
    caller: 'member',
    body: { name: 'Ada' },
    field: 'notes',
  },
  'email subject': {
    method: 'POST',
    url: () => `/api/clients/${ids.client}/emails`,
    caller: 'member',
    body: { content: 'Hello' },
    field: 'subject',
  },
  'sms content': {
    method: 'POST',
    url: () => `/api/clients/${ids.client}/sms`,
    caller: 'member',
    field: 'content',
  },
  'template content': {
    method: 'PUT',
    url: () => `/api/admin/email-templates/${ids.template}`,
    caller: 'admin',
    body: { name: 'Hello', subject: 'Hi' },
    field: 'content',
  },
  'lead search': {
    method: 'GET',
    url: () => '/api/admin/leads',
    caller: 'admin',
    field: 'q',
    inQuery: true,
  },
  'share candidate e-mail': {
    method: 'GET',
    url: () => '/api/share-candidates',
    caller: 'member',
    field: 'email',
    inQuery: true,
  },
  'contact message': {
    method: 'POST',
    url: () => '/api/leads',
    caller: 'anonymous',
    body: { name: 'Ada', email: 'ada@engines.example' },
    field: 'message',
  },
  'contact name': {
    method: 'POST',
    url: () => '/api/leads',
    caller: 'anonymous',
    body: { email: 'ada@engines.example' },
    field: 'name',
  },
  'newsletter e-mail': {
    method: 'POST',
    url: () => '/api/newsletter',
    caller: 'anonymous',
    field: 'email',
  },
  'webinar name': {
    method: 'POST',
    url: () => '/api/webinar-registrations',
    caller: 'anonymous',
    body: { email: 'ada@engines.example' },
    field: 'name',
  },
  'user metadata value': {
    method: 'PUT',
    url: () => '/auth/v1/user',
    caller: 'member',
    body: {},
    field: 'data.full_name',
  },
  'sign-up metadata': {
    method: 'POST',
    url: () => '/auth/v1/signup',
    caller: 'anonymous',
    body: { email: 'new@engines.example', password: 'Crm-test-passphrase-42' },
    field: 'data.company',
  },
  'checkout return address': {
    method: 'POST',
    url: () => '/functions/v1/anonymous-checkout',
    caller: 'anonymous',
    body: { price_id: 'brandKit', mode: 'payment', cancel_url: '/' },
    field: 'success_url',
  },
};

const badTexts = {
  'a NUL': 'before\u0000after',
  'an unpaired high surrogate': 'before\ud800after',
  'an unpaired low surrogate': '\udc00',
};

/** Puts `text` at a dotted path of a copy of `body`. */
function withText(
  body: Record<string, unknown>,
  path: string,
  text: string,
): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { ...body, [head!]: text };
  return { ...body, [head!]: withText({}, rest.join('.'), text) };
}

function send(route: TextRoute, text: string) {
  const headers =
    route.caller === 'anonymous' ? {} : (route.caller === 'admin' ? admin : member).headers;
  if (route.inQuery) {
    const url = `${route.url()}?${new URLSearchParams({ [route.field]: text })}`;
    return testApp.app.inject({ method: route.method, url, headers });
  }
  const payload = withText(route.body ?? {}, route.field, text);
  return testApp.app.inject({ method: route.method, url: route.url(), headers, payload });
}

describe('text PostgreSQL cannot store', () => {
  // A URL cannot carry an unpaired surrogate (percent-decoding turns broken UTF-8 into
  // U+FFFD), so query fields are tried with a NUL only.
  const cases = Object.entries(routes).flatMap(([name, route]) =>
    Object.entries(badTexts)
      .filter(([kind]) => !route.inQuery || kind === 'a NUL')
      .map(([kind, text]) => ({ name, kind, route, text })),
  );

  it.each(cases)('$name: refuses $kind with a 400 naming the field', async ({ route, text }) => {
    const response = await send(route, text);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(route.field);
    expect(response.body).toContain(messages.validation.unstorableText);
  });

  it('refuses a bad character in an object key, such as a metadata name', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: member.headers,
      payload: { data: { 'na\u0000me': 'Ada' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(messages.validation.unstorableText);
  });

  it('keeps accepting characters outside the basic plane (a surrogate pair is fine)', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/todos',
      headers: member.headers,
      payload: { title: 'Launch 🚀 day' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ title: string }>().title).toBe('Launch 🚀 day');
  });

  it('answers the no-JavaScript contact form with a page naming the field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/forms/contact',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      payload: 'name=Ada&email=ada%40engines.example&message=hi%00there',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(`message ${messages.validation.unstorableText}`);
  });
});
