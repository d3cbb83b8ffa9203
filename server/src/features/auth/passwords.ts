import argon2 from 'argon2';

/** argon2id with the library's defaults (m=64 MiB, t=3, p=4), which meet OWASP's guidance. */
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export const verifyPassword = (hash: string, password: string) => argon2.verify(hash, password);

/**
 * A hash of nothing anyone knows. Verifying against it when the e-mail is unknown makes a
 * failed login take as long as a wrong password, so timing does not reveal who has an account.
 */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  await argon2.verify(await decoyHash, password);
  return false;
}
