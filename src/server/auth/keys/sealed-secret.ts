import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals what the database must keep but a database dump must not reveal (a signing key's
 * private half, a TOTP secret) with AES-256-GCM under a key derived from JWT_SECRET, which
 * every process shares and which never enters the database. `purpose` separates the keys
 * derived for different kinds of secret.
 */
export class SecretSealer {
  readonly #key: Buffer;

  constructor(jwtSecret: string, purpose: string) {
    this.#key = Buffer.from(hkdfSync('sha256', jwtSecret, 'signal-studio', purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body].map(encode).join('.');
  }

  /** The plain text, or undefined when it was sealed under another JWT_SECRET or altered. */
  open(sealed: string): string | undefined {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    } catch {
      return undefined;
    }
  }
}

const encode = (part: string | Buffer) =>
  typeof part === 'string' ? part : part.toString('base64url');
