import { hash, verify } from '@node-rs/argon2';
import { randomToken } from './tokens';

// OWASP's argon2id parameters: 19 MiB of memory, 2 passes, 1 lane (argon2id is the package's default algorithm).
const OWASP_ARGON2ID = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OWASP_ARGON2ID);

let decoyHash: Promise<string> | undefined;

/**
 * Whether the password matches the stored hash. Without a hash (unknown address, Google-only
 * account) it still spends one verification on a decoy, so the answer takes as long either way
 * and its timing does not tell which addresses have accounts.
 */
export async function passwordMatches(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (storedHash) return verify(storedHash, password);
  decoyHash ??= hashPassword(randomToken());
  await verify(await decoyHash, password);
  return false;
}
