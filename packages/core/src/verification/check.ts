// `verified` front matter against the config's `product` and `verification`:
// a page checked against an older version than the current one, or longer
// ago than `maxAgeDays`, is outdated; a doc with no `verified` is listed once
// the product has a current version. Each is placed at the line of
// `verified` (or the page's first line), with the hint to re-check the page
// and then bump its version and date. Today is the caller's: the build passes
// the clock, tests a fixed day.
import type { ContentGraph, Diagnostic } from '../types.ts';
import type { FrontMatter } from '../schemas/front-matter.ts';
import type { ProductConfig, VerificationConfig } from '../schemas/verification.ts';
import { frontMatterKeyLine } from '../content/front-matter-line.ts';
import { isOlderVersion } from './version-order.ts';
import { UNVERIFIED_CODE } from '../shared/diagnostic-text.ts';

/** A page as the check reads it. `isDoc`: a page of a docs instance, which is listed when it has no `verified`. */
export interface VerifiedPage {
  source: string;
  frontMatter: Pick<FrontMatter, 'verified'>;
  frontMatterSource: string;
  isDoc: boolean;
}

export interface VerificationPolicy {
  product?: ProductConfig;
  verification: VerificationConfig;
}

const DAY_MS = 86_400_000;

/**
 * The pages whose `verified` says something about the product as it is: the
 * docs a build publishes of each instance's last version and its unreleased
 * one (an older release documents an older product), and the site's
 * markdown pages.
 */
export function pagesToVerify(graph: ContentGraph): VerifiedPage[] {
  const docs = graph.instances
    .filter((inst) => inst.version.isLast || inst.version.name === 'current')
    .flatMap((inst) => inst.docs.filter((d) => d.visibility.html).map((d) => ({ source: d.source, frontMatter: d.frontMatter, frontMatterSource: d.frontMatterSource, isDoc: true })));
  const pages = graph.pages.filter((p) => p.kind === 'md').map((p) => ({ source: p.source, frontMatter: p.frontMatter, frontMatterSource: p.frontMatterSource, isDoc: false }));
  return [...docs, ...pages];
}

export function checkVerification({ product, verification }: VerificationPolicy, pages: readonly VerifiedPage[], today: Date): Diagnostic[] {
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const todayIso = new Date(day).toISOString().slice(0, 10);
  const outdated = severityOf(verification.onOutdated);
  const unverified = severityOf(verification.onUnverified);
  const name = product?.name ?? 'the product';
  const current = product?.version;
  const out: Diagnostic[] = [];
  for (const page of pages) {
    const verified = page.frontMatter.verified;
    if (!verified) {
      if (page.isDoc && current && unverified) {
        out.push({
          severity: unverified,
          code: UNVERIFIED_CODE,
          message: `not verified against ${name} ${current}: the page has no "verified" front matter`,
          file: page.source,
          line: 1,
          hint: `Check the page against ${name} ${current}'s source, then add verified: { version: "${current}", date: <the day, YYYY-MM-DD> } to its front matter (verification.onUnverified sets how this is reported).`,
        });
      }
      continue;
    }
    const at = { file: page.source, line: frontMatterKeyLine(page.frontMatterSource, 'verified') };
    const bump = `then set verified: { version: "${current ?? verified.version}", date: ${todayIso} }`;
    if (!product) {
      out.push({
        ...at,
        severity: 'warning',
        code: 'verification/no-product',
        message: `"verified" names ${verified.version} of no product: the config has no "product", so the page cannot say what it was checked against`,
        configPath: 'verified',
        hint: 'Add the product to the config, such as product: { name: CTFd, version: 3.8.7 }.',
      });
    }
    if (!outdated) continue;
    if (current && isOlderVersion(verified.version, current)) {
      out.push({
        ...at,
        severity: outdated,
        code: 'verification/older-version',
        message: `verified against ${name} ${verified.version}, older than the current ${name} ${current} (product.version)`,
        configPath: 'verified.version',
        hint: `Re-check the page against ${name} ${current}'s source, ${bump}.`,
      });
    }
    const age = Math.floor((day - Date.parse(verified.date)) / DAY_MS);
    if (verification.maxAgeDays !== undefined && age > verification.maxAgeDays) {
      out.push({
        ...at,
        severity: outdated,
        code: 'verification/too-old',
        message: `verified ${age} days ago (${verified.date}), more than verification.maxAgeDays (${verification.maxAgeDays})`,
        configPath: 'verified.date',
        hint: `Re-check the page against ${name} ${current ?? verified.version}'s source, ${bump}.`,
      });
    }
  }
  return out;
}

function severityOf(on: 'throw' | 'warn' | 'log' | 'ignore'): Diagnostic['severity'] | undefined {
  return on === 'throw' ? 'error' : on === 'warn' ? 'warning' : on === 'log' ? 'notice' : undefined;
}
