import { describe, expect, it } from 'vitest';
import { checkVerification, type VerifiedPage } from './check.ts';
import type { VerificationConfig } from '../schemas/verification.ts';

const policy = (over: Partial<VerificationConfig> = {}): VerificationConfig => ({ onOutdated: 'warn', onUnverified: 'log', ...over });

/** A page whose front matter is `lines`, with `verified` parsed as the schema gives it. */
function page(source: string, verified?: { version: string; date: string }, isDoc = true): VerifiedPage {
  const lines = ['---', 'title: A page', ...(verified ? [`verified: { version: "${verified.version}", date: ${verified.date} }`] : []), '---', ''];
  return { source, isDoc, frontMatter: verified ? { verified } : {}, frontMatterSource: lines.join('\n') };
}

const today = new Date('2026-11-27T15:30:00Z');
const ctfd = { name: 'CTFd', version: '3.8.7' };

describe('checkVerification', () => {
  it('passes a page verified against the current version, however recently', () => {
    expect(checkVerification({ product: ctfd, verification: policy({ maxAgeDays: 30 }) }, [page('docs/a.md', { version: '3.8.7', date: '2026-11-24' })], today)).toEqual([]);
  });

  it('reports a page verified against an older version at the line of `verified`, with the hint to re-check and bump', () => {
    const [d, ...rest] = checkVerification({ product: ctfd, verification: policy() }, [page('docs/a.md', { version: '3.8.6', date: '2026-11-24' })], today);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ severity: 'warning', code: 'verification/older-version', file: 'docs/a.md', line: 3, configPath: 'verified.version' });
    expect(d.message).toContain('CTFd 3.8.6');
    expect(d.message).toContain('3.8.7');
    expect(d.hint).toContain('Re-check the page against CTFd 3.8.7');
    expect(d.hint).toContain('verified: { version: "3.8.7", date: 2026-11-27 }');
  });

  it('compares versions as numbers: 3.10 is newer than 3.9', () => {
    expect(checkVerification({ product: { name: 'P', version: '3.10.0' }, verification: policy() }, [page('docs/a.md', { version: '3.9.2', date: '2026-11-24' })], today)).toHaveLength(1);
    expect(checkVerification({ product: { name: 'P', version: '3.9.2' }, verification: policy() }, [page('docs/a.md', { version: '3.10.0', date: '2026-11-24' })], today)).toEqual([]);
  });

  it('reports a check older than maxAgeDays before today, counting whole days in UTC', () => {
    const input = { product: ctfd, verification: policy({ maxAgeDays: 30 }) };
    expect(checkVerification(input, [page('docs/a.md', { version: '3.8.7', date: '2026-10-28' })], today)).toEqual([]);
    const [d] = checkVerification(input, [page('docs/a.md', { version: '3.8.7', date: '2026-10-27' })], today);
    expect(d).toMatchObject({ severity: 'warning', code: 'verification/too-old', file: 'docs/a.md', line: 3, configPath: 'verified.date' });
    expect(d.message).toContain('31 days');
    expect(d.message).toContain('maxAgeDays');
    expect(d.hint).toContain('date: 2026-11-27');
  });

  it('judges age by the injected day, not the clock', () => {
    const input = { product: ctfd, verification: policy({ maxAgeDays: 30 }) };
    const p = page('docs/a.md', { version: '3.8.7', date: '2020-01-01' });
    expect(checkVerification(input, [p], new Date('2020-01-15T00:00:00Z'))).toEqual([]);
    expect(checkVerification(input, [p], new Date('2020-03-01T00:00:00Z'))).toHaveLength(1);
  });

  it('gives both when a page is of an older version and too old', () => {
    const found = checkVerification({ product: ctfd, verification: policy({ maxAgeDays: 30 }) }, [page('docs/a.md', { version: '3.0', date: '2025-01-01' })], today);
    expect(found.map((d) => d.code)).toEqual(['verification/older-version', 'verification/too-old']);
  });

  it('follows onOutdated: throw is an error, ignore says nothing', () => {
    const old = [page('docs/a.md', { version: '3.8.6', date: '2020-01-01' })];
    expect(checkVerification({ product: ctfd, verification: policy({ onOutdated: 'throw', maxAgeDays: 1 }) }, old, today).map((d) => d.severity)).toEqual(['error', 'error']);
    expect(checkVerification({ product: ctfd, verification: policy({ onOutdated: 'ignore', maxAgeDays: 1 }) }, old, today)).toEqual([]);
  });

  it('lists a doc without `verified` once product.version is set, as onUnverified says', () => {
    const docs = [page('docs/none.md'), page('pages/about.md', undefined, false)];
    const [d, ...rest] = checkVerification({ product: ctfd, verification: policy() }, docs, today);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ severity: 'notice', code: 'verification/unverified', file: 'docs/none.md', line: 1 });
    expect(d.message).toContain('CTFd 3.8.7');
    expect(d.hint).toContain('verified: { version: "3.8.7", date: ');
    expect(checkVerification({ product: ctfd, verification: policy({ onUnverified: 'warn' }) }, docs, today).map((x) => x.severity)).toEqual(['warning']);
    expect(checkVerification({ product: ctfd, verification: policy({ onUnverified: 'throw' }) }, docs, today).map((x) => x.severity)).toEqual(['error']);
    expect(checkVerification({ product: ctfd, verification: policy({ onUnverified: 'ignore' }) }, docs, today)).toEqual([]);
    // Without a current version there is nothing to have verified against.
    expect(checkVerification({ product: { name: 'CTFd' }, verification: policy() }, docs, today)).toEqual([]);
  });

  it('checks only age when the product has no version', () => {
    const p = [page('docs/a.md', { version: '1.0', date: '2020-01-01' })];
    expect(checkVerification({ product: { name: 'CTFd' }, verification: policy() }, p, today)).toEqual([]);
    expect(checkVerification({ product: { name: 'CTFd' }, verification: policy({ maxAgeDays: 365 }) }, p, today).map((d) => d.code)).toEqual(['verification/too-old']);
  });

  it('warns of `verified` on a site that names no product, whose line could not say what was checked', () => {
    const [d] = checkVerification({ verification: policy({ onOutdated: 'ignore', onUnverified: 'ignore' }) }, [page('docs/a.md', { version: '3.8.7', date: '2026-11-24' })], today);
    expect(d).toMatchObject({ severity: 'warning', code: 'verification/no-product', file: 'docs/a.md', line: 3, configPath: 'verified' });
    expect(d.hint).toContain('product:');
  });
});
