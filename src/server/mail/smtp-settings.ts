export interface SmtpSettings {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte (port 465). smtp:// upgrades with STARTTLS if offered. */
  isImplicitTls: boolean;
  isLoopback: boolean;
  username: string | undefined;
  password: string | undefined;
  /** The From header, e.g. `Signal Studio <no-reply@signal.studio>`. */
  from: string;
  fromAddress: string;
  /** What we call ourselves in EHLO. */
  clientName: string;
}

/**
 * Reads SMTP_URL: `smtp[s]://[user[:password]@]host[:port][?from=Name <address>]`.
 * Without `from`, mail comes from no-reply@ the site's own host name.
 */
export function parseSmtpUrl(smtpUrl: string, publicUrl: string): SmtpSettings {
  const url = new URL(smtpUrl);
  const isImplicitTls = url.protocol === 'smtps:';
  const siteHost = new URL(publicUrl).hostname;
  const from = url.searchParams.get('from') ?? `Signal Studio <no-reply@${siteHost}>`;
  const fromAddress = /<([^<>\s]+)>/.exec(from)?.[1] ?? from.trim();
  if (/[\r\n]/.test(from) || !/^[^\s@<>]+@[^\s@<>]+$/.test(fromAddress)) {
    throw new Error('SMTP_URL: the from parameter is not a valid sender address');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return {
    host,
    port: url.port ? Number(url.port) : isImplicitTls ? 465 : 587,
    isImplicitTls,
    isLoopback: host === 'localhost' || host === '::1' || host.startsWith('127.'),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    from,
    fromAddress,
    clientName: siteHost,
  };
}
