import { hashPassword as legacyHash } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { createPasswordHasher, OWASP_SCRYPT_COST } from './passwords';

describe('password hashing', () => {
  it('uses scrypt at the OWASP cost (N = 2^17, r = 8, p = 1) with a fresh salt each time', async () => {
    const hasher = createPasswordHasher(OWASP_SCRYPT_COST);
    const first = await hasher.hash('Str0ng!Pass');
    const second = await hasher.hash('Str0ng!Pass');
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(first).not.toBe(second);
    expect(await hasher.verify({ hash: first, password: 'Str0ng!Pass' })).toBe(true);
    expect(await hasher.verify({ hash: first, password: 'Str0ng!Pasz' })).toBe(false);
  });

  it('still verifies hashes in better-auth’s earlier format', async () => {
    const hasher = createPasswordHasher(OWASP_SCRYPT_COST);
    const old = await legacyHash('Old!Pass1');
    expect(await hasher.verify({ hash: old, password: 'Old!Pass1' })).toBe(true);
    expect(await hasher.verify({ hash: old, password: 'Wrong!Pass1' })).toBe(false);
  });
});
