import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, t=3, p=4): OWASP-grade for staff passwords. */
export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id });

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash so an unknown email costs as much time as a wrong password:
 * the response must not tell which one was wrong.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('winzmail-timing-equaliser');
  await verifyPassword(await dummy, password);
}
