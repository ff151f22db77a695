/**
 * Password hashing: scrypt at OWASP's recommended cost (N = 2^17, r = 8, p = 1: 128 MiB per hash), in a
 * self-describing format `scrypt$<log2 N>$<r>$<p>$<salt b64>$<key b64>` so the cost can rise later without
 * breaking stored hashes. Hashes in better-auth's older default format still verify.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { verifyPassword as verifyLegacy } from 'better-auth/crypto';

export interface ScryptCost {
  /** log2 of N (CPU/memory cost). */
  logN: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet, scrypt: N = 2^17, r = 8, p = 1. */
export const OWASP_SCRYPT_COST: ScryptCost = { logN: 17, r: 8, p: 1 };
/** Tests hash hundreds of passwords; they use a cheap cost and one test checks the production cost. */
export const TEST_SCRYPT_COST: ScryptCost = { logN: 10, r: 8, p: 1 };

const KEY_BYTES = 64;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = {
    N: 2 ** cost.logN,
    r: cost.r,
    p: cost.p,
    // 128 · N · r bytes plus headroom.
    maxmem: 256 * 2 ** cost.logN * cost.r,
  };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export function createPasswordHasher(cost: ScryptCost) {
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16);
      const key = await derive(password, salt, cost);
      return ['scrypt', cost.logN, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      if (!hash.startsWith('scrypt$')) return verifyLegacy({ hash, password });
      const [, logN, r, p, salt, key] = hash.split('$');
      if (!logN || !r || !p || !salt || !key) return false;
      const expected = Buffer.from(key, 'base64');
      const actual = await derive(password, Buffer.from(salt, 'base64'), { logN: Number(logN), r: Number(r), p: Number(p) });
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
