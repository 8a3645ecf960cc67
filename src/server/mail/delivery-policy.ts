/**
 * What a failed try means. Permanent: the relay refused this recipient or this message
 * with a 5xx (no such mailbox, message rejected): trying again changes nothing, so the
 * mail stops and says why. Everything else is temporary and tried again later: refused or
 * dropped connections, timeouts, DNS, TLS, any 4xx, and a 5xx before the recipient was
 * named (a login or sender problem the studio can fix in its settings).
 */
export type FailureKind = 'temporary' | 'permanent';

interface SmtpErrorFields {
  code?: unknown;
  responseCode?: unknown;
  command?: unknown;
  response?: unknown;
  rejectedErrors?: unknown;
}

const recipientCommands = new Set(['RCPT TO', 'DATA']);

export function classifyFailure(error: unknown): FailureKind {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as SmtpErrorFields;
  const rejected = Array.isArray(fields.rejectedErrors)
    ? (fields.rejectedErrors[0] as SmtpErrorFields | undefined)
    : undefined;
  const responseCode = Number(rejected?.responseCode ?? fields.responseCode);
  const command = String(rejected?.command ?? fields.command ?? '');
  if (responseCode >= 500 && responseCode < 600) {
    return recipientCommands.has(command) || fields.code === 'EENVELOPE'
      ? 'permanent'
      : 'temporary';
  }
  return 'temporary';
}

/** The relay's words when it gave any, else the error's message. */
export function failureText(error: unknown): string {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as SmtpErrorFields;
  const rejected = Array.isArray(fields.rejectedErrors)
    ? (fields.rejectedErrors[0] as SmtpErrorFields | undefined)
    : undefined;
  const response = rejected?.response ?? fields.response;
  if (typeof response === 'string' && response !== '') return response;
  return error instanceof Error ? error.message : String(error);
}

/** Waits after the 1st, 2nd, ... failed try; the last repeats until the window closes. */
const backoffMinutes = [1, 2, 5, 10, 20, 40, 60, 120];

export function retryDelayMs(failedTries: number): number {
  const minutes = backoffMinutes[Math.min(failedTries, backoffMinutes.length) - 1] ?? 1;
  return minutes * 60_000;
}

/** Temporary failures are tried again for two days from the first try, then given up. */
export const retryWindowMs = 48 * 60 * 60 * 1000;
