// Secrets in real formats for the tests, made from a seeded stream of bytes
// (the same values every run; never real ones): the scan must find each.
import { createHash } from 'node:crypto';
import { base62 } from '../../packages/core/src/secrets/checksum.ts';
import { crc32 } from '../../packages/core/src/util/crc32.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const BASE64URL = `${BASE62}-_`;

export class SecretMaker {
  private counter = 0;

  constructor(private readonly seed: string) {}

  bytes(n: number): Buffer {
    const chunks: Buffer[] = [];
    for (let have = 0; have < n; have += 32)
      chunks.push(
        createHash('sha256')
          .update(`${this.seed}:${this.counter++}`)
          .digest(),
      );
    return Buffer.concat(chunks).subarray(0, n);
  }

  /** `n` characters of `alphabet` (at most 256 of them), evenly drawn. */
  chars(n: number, alphabet = BASE62): string {
    let out = '';
    const limit = 256 - (256 % alphabet.length);
    while (out.length < n) for (const b of this.bytes(n * 2)) if (b < limit && out.length < n) out += alphabet[b % alphabet.length];
    return out;
  }

  hex(bytes: number): string {
    return this.bytes(bytes).toString('hex');
  }

  base64(bytes: number): string {
    return this.bytes(bytes).toString('base64');
  }

  digits(n: number): string {
    return this.chars(n, '0123456789');
  }

  ctfdToken(): string {
    return `ctfd_${this.hex(32)}`;
  }

  /** A GitHub token (`ghp_`, `gho_`, …) or an npm token: 30 random characters and their CRC-32 check digits. */
  checksummed(prefix: string): string {
    const random = this.chars(30);
    return `${prefix}${random}${base62(crc32(random), 6)}`;
  }

  githubFineGrained(): string {
    return `github_pat_${this.chars(22)}_${this.chars(59)}`;
  }

  gitlab(prefix = 'glpat-'): string {
    return `${prefix}${this.chars(20, BASE64URL)}`;
  }

  awsKeyId(prefix = 'AKIA'): string {
    return `${prefix}${this.chars(16, BASE32)}`;
  }

  /** 40 base-64 characters with both cases and a digit, as every real one has. */
  awsSecretKey(): string {
    for (;;) {
      const key = this.base64(30);
      if (/[a-z]/.test(key) && /[A-Z]/.test(key) && /[0-9]/.test(key)) return key;
    }
  }

  jwt(alg: string, signatureBytes: number): string {
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    return `${part({ alg, typ: 'JWT' })}.${part({ sub: this.digits(8), iat: 1700000000 + Number(this.digits(6)) })}.${this.bytes(signatureBytes).toString('base64url')}`;
  }

  /** A PEM block: `label` (e.g. `RSA PRIVATE KEY`), `der` prefix bytes, and random bytes up to `size`, in 64-character lines. */
  pem(label: string, size: number, der: Buffer = Buffer.alloc(0), headers: string[] = []): string {
    const body = Buffer.concat([der, this.bytes(size - der.length)]).toString('base64');
    const lines = body.match(/.{1,64}/g)!;
    return [`-----BEGIN ${label}-----`, ...headers, ...(headers.length ? [''] : []), ...lines, `-----END ${label}-----`].join('\n');
  }
}
