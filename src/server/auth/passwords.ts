import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum recommendation (19 MiB, 2 passes, 1 lane): about 10-15 ms
 * per hash here, run on libuv's thread pool so the event loop stays free.
 */
export const argon2Options = {
  // The package declares its enums `const`, which isolated modules cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash (unknown e-mail) it
 * still verifies against a dummy hash made with the same parameters, so the answer takes
 * as long as for a real account and timing does not reveal which e-mails exist.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('dummy password for unknown accounts');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a failed check, never a crash that reveals the account.
    return false;
  }
}

/** True when the hash was made with weaker (or other) parameters than today's. */
export function needsRehash(storedHash: string): boolean {
  try {
    const used = parseOptions(storedHash);
    return (
      used.algorithm !== argon2Options.algorithm ||
      used.memoryCost !== argon2Options.memoryCost ||
      used.timeCost !== argon2Options.timeCost ||
      used.parallelism !== argon2Options.parallelism
    );
  } catch {
    return true;
  }
}
