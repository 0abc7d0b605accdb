import { describe, expect, it } from 'vitest';
import { SecretScanner } from './scanner.ts';
import { scanOutputFile } from './output.ts';
import { SecretMaker } from '../../../../test/helpers/secrets.ts';
import { secretFingerprint } from './mask.ts';

const make = new SecretMaker('scanner');
const flagPattern = { name: 'ctf-flag', label: 'flag', regex: 'flag\\{(?<secret>[^{}\\s]{1,200})\\}', ignoreCase: true, realLooking: 'random' as const };
const scannerWith = (settings: Partial<Parameters<typeof SecretScanner.for>[0]> = {}) => SecretScanner.for({ enabled: true, onSecret: 'throw', allow: [], patterns: [flagPattern], ...settings })!;

describe('SecretScanner', () => {
  it('is off when disabled or ignored', () => {
    expect(SecretScanner.for({ enabled: false, onSecret: 'throw', allow: [], patterns: [] })).toBeUndefined();
    expect(SecretScanner.for({ enabled: true, onSecret: 'ignore', allow: [], patterns: [] })).toBeUndefined();
    expect(scannerWith({ onSecret: 'warn' }).severity).toBe('warning');
  });

  it('places each finding at its line and column, counting from the first line given', () => {
    const token = make.ctfdToken();
    const [f] = scannerWith().scan(`intro\n\nexport CTFD_TOKEN=${token}\n`, { file: 'content/docs/a.md', firstLine: 5 });
    expect(f).toMatchObject({ kind: 'ctfd-token', file: 'content/docs/a.md', line: 7, column: 'export CTFD_TOKEN='.length + 1, fingerprint: secretFingerprint(token), excused: false });
    expect(f.shown).toBe(`${token.slice(0, 4)}…${token.slice(-2)} (69 characters)`);
  });

  it('reports a token inside an Authorization header as the token', () => {
    const token = make.checksummed('ghp_');
    expect(
      scannerWith()
        .scan(`curl -H "Authorization: token ${token}" https://api.github.com/user`, { file: 'a.md' })
        .map((f) => f.kind),
    ).toEqual(['github']);
  });

  it('lets the site patterns be in code blocks marked example, and only them', () => {
    const aws = make.awsKeyId();
    const body = ['```text example', 'flag{t17_8c1e4f0a}', aws, '```', '', '```text', 'flag{t17_9d2f5b1c}', '```'].join('\n');
    const found = scannerWith().scan(body, { file: 'a.md', markdown: true });
    expect(found.map((f) => [f.kind, f.line, f.excused])).toEqual([
      ['ctf-flag', 2, true],
      ['aws', 3, false],
      ['ctf-flag', 7, false],
    ]);
    // Outside markdown there are no code blocks to mark.
    expect(
      scannerWith()
        .scan(body, { file: 'a.txt' })
        .filter((f) => f.excused),
    ).toEqual([]);
  });

  it('lets through what checkSecrets.allow names: a fingerprint, a value, files', () => {
    const [a, b, c] = [make.ctfdToken(), make.ctfdToken(), make.ctfdToken()];
    const text = `${a}\n${b}\n${c}\n`;
    const scanner = scannerWith({ allow: [{ fingerprint: secretFingerprint(a) }, { value: b }, { files: 'static/keys/**' }] });
    expect(scanner.scan(text, { file: 'content/a.md', source: true }).map((f) => f.excused)).toEqual([true, true, false]);
    expect(scanner.scan(text, { file: 'static/keys/test.txt', source: true }).map((f) => f.excused)).toEqual([true, true, true]);
    // File globs name site files, not output files.
    expect(scanner.scan(text, { file: 'static/keys/test.txt' }).map((f) => f.excused)).toEqual([true, true, false]);
  });

  it('names the config key a secret is written under', () => {
    const token = make.ctfdToken();
    const [f] = scannerWith().scan(`title: x\nthemeConfig:\n  search:\n    apiKey: ${token}\n`, { file: 'site/ctfdocs.config.yaml', keyPathAt: () => 'themeConfig.search.apiKey' });
    expect(f.configPath).toBe('themeConfig.search.apiKey');
  });
});

describe('scanOutputFile', () => {
  it('finds a secret that highlighting split into elements, at the line of its code block', () => {
    const pem = make.pem('RSA PRIVATE KEY', 1190);
    const html = `<main>\n<p>Key:</p>\n<pre class="shiki"><code>${pem
      .split('\n')
      .map((l) => `<span class="line"><span style="color:#24292E">${l}</span></span>`)
      .join('\n')}</code></pre></main>`;
    const found = scanOutputFile(scannerWith(), 'docs/keys.html', html);
    expect(found.map((f) => [f.kind, f.line, f.column])).toEqual([['private-key', 3, undefined]]);
    // The same markup in a file that is not HTML is read as written.
    expect(scanOutputFile(scannerWith(), 'docs/keys.json', html)).toEqual([]);
  });

  it('reads entities back in code blocks', () => {
    const html = `<pre><code><span>Authorization</span><span>: Bearer ${make.chars(20)}&amp;${make.chars(20)}</span></code></pre>`;
    expect(scanOutputFile(scannerWith(), 'a.html', html).map((f) => f.kind)).toEqual(['authorization-header']);
  });
});

// Inputs built to make a backtracking regular expression take exponential or
// quadratic time: each is 1 MB and must be scanned in linear time (the
// test's timeout is the bound).
const MB = 1 << 20;
const fill = (unit: string) => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);
const hostile: Record<string, string> = {
  'ctfd_ and 63 hex digits': fill(`ctfd_${'a'.repeat(63)} `),
  'glpat- and long runs': fill(`glpat-${'a-'.repeat(200)} `),
  'JWT-like runs': fill(`eyJ${'a'.repeat(1999)}.${'b'.repeat(5000)}.`),
  'one huge JWT-like word': `eyJhbGciOiJIUzI1NiJ9.${'a'.repeat(MB - 64)}.${'c'.repeat(40)}`,
  'PEM headers without an end': fill(`-----BEGIN PRIVATE KEY-----\n${`${'QUJD'.repeat(16)}\n`.repeat(40)}`),
  'a PEM body without an end': `-----BEGIN PRIVATE KEY-----\n${'QUJDRE'.repeat(MB / 6)}`,
  'Authorization headers with long values': fill(`Authorization: Bearer ${'a'.repeat(5000)}\n`),
  'Authorization names': fill('authorization:authorization='),
  'AWS ids and base-64 lines': fill(`AKIA${'ABCDEFGHIJKLMNOP'} ${'QUJD'.repeat(10)}\n`),
  'AWS names and long base-64 runs': fill(`aws_secret_access_key=${'QUJD'.repeat(300)}\n`),
  'a base-64 run': fill('QUJD'),
  'flag openings': fill('flag{'),
  'flag-like words': fill(`flag{${'a'.repeat(199)}`),
  'Slack-like runs': fill(`xoxb-${'1-'.repeat(300)}\nhooks.slack.com/services/${'a/'.repeat(150)} `),
  'Azure-like runs': fill('aaa1Q~aaa1Q~'),
  'nested brackets': fill('<{[('),
};

describe('hostile input', () => {
  it.each(Object.entries(hostile))('scans 1 MB of %s', (_name, text) => {
    expect(text.length).toBeGreaterThanOrEqual(MB - 64);
    const scanner = scannerWith();
    expect(() => scanner.scan(text, { file: 'a.md', markdown: true })).not.toThrow();
    expect(() => scanOutputFile(scanner, 'a.html', `<pre>${text}`)).not.toThrow();
  });

  it('scans 1 MB of unclosed code blocks and highlighted elements in HTML', () => {
    expect(scanOutputFile(scannerWith(), 'a.html', fill('<pre><span>'))).toEqual([]);
    expect(scanOutputFile(scannerWith(), 'a.html', fill('<pre>a</pre><span>'))).toEqual([]);
  });
});
