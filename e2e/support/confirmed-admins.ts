import { startSmtpInbox, type SmtpInbox } from '../../src/server/testing/smtp-inbox.ts';
import { createAccount, journeyPassword } from './accounts.ts';
import { startServer, type RunningServer, type StartServerOptions } from './server.ts';

const tokenPattern = /confirm-email\?token_hash=([\w-]+)&type=signup/;

/**
 * Signs up and follows the confirmation link of the welcome mail that `inbox` received,
 * as the owner of the address would; the bearer token of the confirmed session.
 */
export async function signUpConfirmed(
  serverUrl: string,
  inbox: SmtpInbox,
  email: string,
  password = journeyPassword,
): Promise<string> {
  await createAccount(serverUrl, email, password);
  const welcome = await inbox.waitForSubject(email, 'Welcome to Signal Studio', 30_000);
  const tokenHash = tokenPattern.exec(welcome.text)?.[1];
  if (!tokenHash) throw new Error(`no confirmation link in the welcome mail to ${email}`);
  const verified = await fetch(`${serverUrl}/auth/v1/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'signup', token_hash: tokenHash }),
  });
  if (!verified.ok) throw new Error(`confirming ${email} failed: ${verified.status}`);
  return ((await verified.json()) as { access_token: string }).access_token;
}

/**
 * A server whose ADMIN_EMAILS accounts exist and are confirmed, as on a real install: an
 * address becomes admin only once its owner follows the link of the welcome mail, so the
 * server runs with a real SMTP inbox (closed when the server stops). With `withoutSmtp`
 * the server is restarted on the same data without SMTP_URL (tests of the unsent Outbox).
 */
export async function startServerWithAdmins(
  options: StartServerOptions & { admins: string[]; password?: string; withoutSmtp?: boolean },
): Promise<RunningServer> {
  const { admins, password = journeyPassword, withoutSmtp = false, ...serverOptions } = options;
  const inbox = await startSmtpInbox();
  const env = { ...serverOptions.env, ADMIN_EMAILS: admins.join(',') };
  const first = await startServer({ ...serverOptions, env: { ...env, SMTP_URL: inbox.url } });
  try {
    for (const email of admins) await signUpConfirmed(first.url, inbox, email, password);
  } catch (error) {
    await first.stop();
    await inbox.close();
    throw error;
  }
  if (!withoutSmtp) {
    return {
      ...first,
      async stop(signal) {
        const code = await first.stop(signal);
        await inbox.close();
        return code;
      },
    };
  }
  await first.stop();
  await inbox.close();
  // The same data (and so the first server's clean-up), now without SMTP.
  const again = await startServer({ ...serverOptions, dataDir: first.dataDir, env });
  return { ...again, cleanup: () => first.cleanup() };
}

/** A bearer token from signing in with the password (an account made above). */
export async function passwordToken(
  serverUrl: string,
  email: string,
  password = journeyPassword,
): Promise<string> {
  const response = await fetch(`${serverUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
