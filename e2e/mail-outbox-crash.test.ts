import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../src/server/testing/smtp-inbox.ts';
import { removeDataDir, startServer, type RunningServer } from './support/server.ts';

/*
 * kill -9 in the middle of a batch: the next start puts the half-claimed mails back in
 * the queue, and every mail arrives. The only repeats allowed are mails the relay had
 * accepted when the process died (the window docs/decisions/2026-11-26-mail-outbox.md
 * names), and a repeat carries the same Message-ID.
 */
let inbox: SmtpInbox;
let server: RunningServer | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  // 40 ms a message: a batch is still being sent when the kill comes.
  inbox = await startSmtpInbox({ acceptDelayMs: 40 });
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  if (dataDir) removeDataDir(dataDir);
  await inbox?.close();
});

async function joinWaitlist(url: string, email: string, client: number): Promise<number> {
  const response = await fetch(`${url}/api/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.66.${client}.1` },
    body: JSON.stringify({ name: 'Crash Test', email, event: 'spark-summit' }),
  });
  await response.arrayBuffer();
  return response.status;
}

it('loses no mail when the server is killed mid-batch, and repeats only what was in flight', async () => {
  const env = { SMTP_URL: inbox.url, TRUST_PROXY: 'true' };
  // Queued while delivery is off, so the restart below finds a full outbox.
  server = await startServer({ env: { ...env, MAIL_DELIVERY: 'off' } });
  dataDir = server.dataDir;
  const addresses = Array.from({ length: 120 }, (_, index) => `crash-${index}@studio.dev`);
  for (const [index, address] of addresses.entries()) {
    expect(await joinWaitlist(server.url, address, Math.floor(index / 5))).toBe(201);
  }
  expect(await server.stop()).toBe(0);

  server = await startServer({ dataDir, env });
  await inbox.waitForCount(20, 30_000);
  await server.stop('SIGKILL');
  const beforeKill = inbox.messages.length;
  expect(beforeKill).toBeLessThan(addresses.length);

  server = await startServer({ dataDir, env });
  await expect
    .poll(() => new Set(inbox.messages.map((mail) => mail.to[0])).size, { timeout: 60_000 })
    .toBe(addresses.length);
  const copies = new Map<string, string[]>();
  for (const mail of inbox.messages) {
    copies.set(mail.to[0]!, [...(copies.get(mail.to[0]!) ?? []), mail.messageId]);
  }
  const repeated = [...copies.values()].filter((ids) => ids.length > 1);
  // Two claiming loops of 25: at most 50 mails can be between acceptance and "sent".
  expect(repeated.length).toBeLessThanOrEqual(50);
  for (const ids of repeated) expect(new Set(ids).size).toBe(1);
  expect(await server.stop()).toBe(0);
}, 180_000);
