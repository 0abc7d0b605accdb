// What the check says of each link, at each place it was written.
import { STATUS_CODES } from 'node:http';
import type { Diagnostic } from '../../types.ts';
import type { OnProblem } from '../../schemas/on-problem.ts';
import type { ExternalLinkPlace } from './collect.ts';
import type { LinkOutcome } from './probe.ts';

type Finding = Pick<Diagnostic, 'severity' | 'code' | 'hint'> & { problem: string };

const IGNORE_HINT = 'If it opens in a browser, the site may refuse automated requests: add a pattern for it to externalLinks.ignore.';

/** The finding for a link's outcome, or none when it is fine. */
export function findingOf(outcome: LinkOutcome, opts: { onBroken: OnProblem; timeout: number; retries: number }): Finding | undefined {
  switch (outcome.kind) {
    case 'http': {
      const { status } = outcome;
      const said = `${status} ${STATUS_CODES[status] ?? ''}`.trim();
      if (status === 404 || status === 410) {
        if (opts.onBroken === 'ignore') return undefined;
        return {
          severity: opts.onBroken === 'throw' ? 'error' : 'warning',
          code: 'external-link/broken',
          problem: `answered ${said}`,
          hint: 'Link to where the page is now (an archived copy, if it is gone), or remove the link.',
        };
      }
      if (status >= 500)
        return {
          severity: 'warning',
          code: 'external-link/server-error',
          problem: `answered ${said}`,
          hint: 'The site failed to answer: run the check again later; if it persists, find another source.',
        };
      // 401: the page is there, behind a login.
      if (status >= 400 && status !== 401) return { severity: 'warning', code: 'external-link/refused', problem: `answered ${said}`, hint: IGNORE_HINT };
      if (outcome.moved) {
        return {
          severity: 'warning',
          code: 'external-link/redirect',
          problem: `moved permanently (${outcome.moved.status}) to ${outcome.moved.to}`,
          hint: 'Link to the new address: the old one may stop redirecting.',
        };
      }
      return undefined;
    }
    case 'rate-limited':
      return {
        severity: 'warning',
        code: 'external-link/rate-limited',
        problem:
          outcome.asked !== undefined
            ? `answered 429 Too Many Requests and asked to wait ${outcome.asked} s, longer than externalLinks.maxRetryAfter`
            : `still answered 429 Too Many Requests after ${opts.retries} ${opts.retries === 1 ? 'retry' : 'retries'}`,
        hint: 'Run the check again later; lower externalLinks.perHostConcurrency to ask the site more slowly.',
      };
    case 'timeout':
      return {
        severity: 'warning',
        code: 'external-link/timeout',
        problem: `did not answer within ${opts.timeout / 1000} s`,
        hint: 'Run the check again later, or raise externalLinks.timeout for a slow site.',
      };
    case 'unreachable':
      return {
        severity: 'warning',
        code: 'external-link/unreachable',
        problem: `could not be reached: ${outcome.reason}`,
        hint: 'Check the address; if the site is gone, link to an archived copy or remove the link.',
      };
    case 'redirect-loop':
      return { severity: 'warning', code: 'external-link/redirect-loop', problem: 'redirects in a loop (or more than 10 times)', hint: IGNORE_HINT };
  }
}

/** One diagnostic for one place a link was written. */
export function placed(finding: Finding, place: ExternalLinkPlace): Diagnostic {
  const where = place.pages ? ` (on ${place.pages.count} page${place.pages.count === 1 ? '' : 's'}, e.g. ${place.pages.example})` : place.configPath ? ` (${place.configPath})` : '';
  return {
    severity: finding.severity,
    code: finding.code,
    message: `External link ${place.written}${where} ${finding.problem}`,
    ...(place.file ? { file: place.file } : {}),
    ...(place.line !== undefined ? { line: place.line } : {}),
    ...(place.column !== undefined ? { column: place.column } : {}),
    ...(place.configPath ? { configPath: place.configPath } : {}),
    hint: finding.hint,
  };
}

/** When no link got an answer at all, the network is the likely cause (a CI runner or a laptop offline): one warning for them all, instead of one per link. */
export function offlineSummary(failed: ReadonlyArray<{ url: string; outcome: LinkOutcome }>): Diagnostic {
  const n = failed.length;
  const first = failed[0];
  const why = first.outcome.kind === 'unreachable' ? first.outcome.reason : 'no answer';
  return {
    severity: 'warning',
    code: 'external-link/offline',
    message: `${n} external link${n === 1 ? '' : 's'} could not be reached: no network? (${first.url}: ${why}${n > 1 ? `, and ${n - 1} more` : ''})`,
    hint: 'Run `ctfdocs check --external` where the network reaches other sites; links that did not answer are not cached, so the next run asks them again.',
  };
}
