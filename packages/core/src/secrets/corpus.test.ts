// The scanner's corpus: secrets in real formats (made here from seeded
// bytes, with correct check digits where the format has them) written the
// way pages, configs and samples write them, each of which must be found;
// and look-alikes (placeholders, providers' documentation examples, hashes,
// UUIDs, images, near misses of each format) none of which may be.
import { createHash, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasCrc32CheckDigits } from './checksum.ts';
import { SecretScanner } from './scanner.ts';
import { SecretMaker } from '../../../../test/helpers/secrets.ts';

const scanner = SecretScanner.for({
  enabled: true,
  onSecret: 'throw',
  allow: [],
  patterns: [{ name: 'ctf-flag', label: 'flag', regex: 'flag\\{(?<secret>[^{}\\s]{1,200})\\}', ignoreCase: true, realLooking: 'random' }],
})!;

const make = new SecretMaker('corpus');
// DER openings, so the bodies read like the real thing (MIIEpAIBAAKCAQEA…, MHcCAQEE…, b3BlbnNzaC1rZXktdjE…).
const RSA_DER = Buffer.from('308204a40201000282010100', 'hex');
const EC_DER = Buffer.from('30770201010420', 'hex');
const OPENSSH = Buffer.from('openssh-key-v1\0');
const pkcs8 = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const serviceAccountKey = make.pem('PRIVATE KEY', 1218, RSA_DER);

interface Real {
  name: string;
  text: string;
  kinds: string[];
}

const real: Real[] = [
  ...[0, 1, 2, 3].map((i) => ({ name: `CTFd token ${i}`, text: ['export CTFD_TOKEN=', 'token: ', '"value": "', 'CTFD_TOKEN = '][i] + make.ctfdToken(), kinds: ['ctfd-token'] })),
  ...['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'].map((p) => ({ name: `GitHub ${p}`, text: `GITHUB_TOKEN=${make.checksummed(p)}`, kinds: ['github'] })),
  { name: 'GitHub fine-grained token', text: `git clone https://${make.githubFineGrained()}@github.com/org/repo`, kinds: ['github'] },
  { name: 'GitHub fine-grained token in YAML', text: `  token: '${make.githubFineGrained()}'`, kinds: ['github'] },
  { name: 'GitLab personal token', text: `PRIVATE-TOKEN: ${make.gitlab()}`, kinds: ['gitlab'] },
  { name: 'GitLab deploy token', text: `password: ${make.gitlab('gldt-')}`, kinds: ['gitlab'] },
  { name: 'GitLab runner token', text: `--token ${make.gitlab('glrt-')}`, kinds: ['gitlab'] },
  {
    name: 'GitLab routable token',
    text: `glab auth login --token glpat-${make.chars(31, '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_')}.01.${make.chars(9, '0123456789abcdefghijklmnopqrstuvwxyz')}`,
    kinds: ['gitlab'],
  },
  ...[0, 1, 2].map((i) => ({ name: `npm token ${i}`, text: `//registry.npmjs.org/:_authToken=${make.checksummed('npm_')}`, kinds: ['npm'] })),
  { name: 'Slack bot token', text: `SLACK_BOT_TOKEN=xoxb-${make.digits(13)}-${make.digits(13)}-${make.chars(24)}`, kinds: ['slack'] },
  { name: 'Slack user token', text: `"token": "xoxp-${make.digits(12)}-${make.digits(12)}-${make.digits(13)}-${make.hex(16)}"`, kinds: ['slack'] },
  { name: 'Slack app token', text: `SLACK_APP_TOKEN=xapp-1-A0${make.chars(9, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}-${make.digits(13)}-${make.hex(32)}`, kinds: ['slack'] },
  {
    name: 'Slack webhook',
    text: `curl -X POST https://hooks.slack.com/services/T${make.chars(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/B${make.chars(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/${make.chars(24)}`,
    kinds: ['slack'],
  },
  {
    name: 'Slack workflow webhook',
    text: `url = "https://hooks.slack.com/workflows/T${make.chars(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/A${make.chars(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/${make.digits(18)}/${make.chars(24)}"`,
    kinds: ['slack'],
  },
  { name: 'AWS key pair in credentials', text: `[default]\naws_access_key_id = ${make.awsKeyId()}\naws_secret_access_key = ${make.awsSecretKey()}`, kinds: ['aws', 'aws'] },
  { name: 'AWS temporary key id', text: `AWS_ACCESS_KEY_ID=${make.awsKeyId('ASIA')}`, kinds: ['aws'] },
  { name: 'AWS secret key near its id, unnamed', text: `keys:\n  - ${make.awsKeyId()}\n  - ${make.awsSecretKey()}`, kinds: ['aws', 'aws'] },
  { name: 'AWS secret key by name in JSON', text: `{"SecretAccessKey": "${make.awsSecretKey()}", "Region": "us-east-1"}`, kinds: ['aws'] },
  { name: 'Google API key', text: `const apiKey = "AIza${make.chars(35, `${'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'}-_`)}";`, kinds: ['gcp'] },
  { name: 'Google OAuth client secret', text: `client_secret: GOCSPX-${make.chars(28, `${'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'}-_`)}`, kinds: ['gcp'] },
  {
    name: 'Google service account key file',
    text: JSON.stringify({ type: 'service_account', project_id: 'ctf-prod', private_key_id: make.hex(20), private_key: `${serviceAccountKey}\n` }, null, 2),
    kinds: ['gcp'],
  },
  { name: 'Azure storage connection string', text: `DefaultEndpointsProtocol=https;AccountName=ctfstore;AccountKey=${make.base64(64)};EndpointSuffix=core.windows.net`, kinds: ['azure'] },
  { name: 'Azure Service Bus key', text: `Endpoint=sb://ctf.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${make.base64(32)}`, kinds: ['azure'] },
  { name: 'Azure client secret', text: `AZURE_CLIENT_SECRET=${make.chars(3)}8Q~${make.chars(34, `${'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'}_~.-`)}`, kinds: ['azure'] },
  { name: 'RSA private key', text: make.pem('RSA PRIVATE KEY', 1190, RSA_DER), kinds: ['private-key'] },
  { name: 'EC private key', text: make.pem('EC PRIVATE KEY', 121, EC_DER), kinds: ['private-key'] },
  { name: 'PKCS#8 key made by node:crypto', text: pkcs8, kinds: ['private-key'] },
  { name: 'OpenSSH private key', text: make.pem('OPENSSH PRIVATE KEY', 400, OPENSSH), kinds: ['private-key'] },
  {
    name: 'encrypted PEM with headers',
    text: make.pem('RSA PRIVATE KEY', 1200, Buffer.alloc(0), ['Proc-Type: 4,ENCRYPTED', `DEK-Info: AES-128-CBC,${make.hex(16).toUpperCase()}`]),
    kinds: ['private-key'],
  },
  { name: 'PGP secret key block', text: make.pem('PGP PRIVATE KEY BLOCK', 900, Buffer.alloc(0), ['Version: GnuPG v2']), kinds: ['private-key'] },
  { name: 'private key in a YAML block, indented', text: `tls:\n  key: |\n${make.pem('PRIVATE KEY', 1218, RSA_DER).replace(/^/gm, '    ')}`, kinds: ['private-key'] },
  { name: 'HS256 JWT', text: `Authorization: Bearer ${make.jwt('HS256', 32)}`, kinds: ['jwt'] },
  { name: 'RS256 JWT in JSON', text: `{"id_token": "${make.jwt('RS256', 256)}"}`, kinds: ['jwt'] },
  { name: 'ES256 JWT in a cookie', text: `Cookie: session=${make.jwt('ES256', 64)}; Path=/`, kinds: ['jwt'] },
  { name: 'Bearer header in curl', text: `curl -H "Authorization: Bearer ${make.chars(40)}" https://ctf.example.com/api/v1/users/me`, kinds: ['authorization-header'] },
  { name: 'Token header in HTTP', text: `GET /api/v1/challenges HTTP/1.1\nAuthorization: Token ${make.hex(24)}`, kinds: ['authorization-header'] },
  {
    name: 'Bearer header in JSON',
    text: `{"headers": {"Authorization": "Bearer ${make.chars(32, `${'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'}-._~+/`)}"}}`,
    kinds: ['authorization-header'],
  },
  { name: 'Basic header with a real password', text: `authorization: Basic ${Buffer.from(`deploy:${make.chars(18)}`).toString('base64')}`, kinds: ['authorization-header'] },
  { name: 'CTFd token in a Token header', text: `-H "Authorization: Token ${make.ctfdToken()}"`, kinds: ['ctfd-token'] },
  { name: 'flag with a UUID', text: `The flag is flag{${[8, 4, 4, 4, 12].map((n) => make.hex(n / 2)).join('-')}}.`, kinds: ['ctf-flag'] },
  { name: 'per-team flag with a hex part', text: `    - FLAG{t17_${make.hex(4).replace(/^[0-9]*/, '8c')}}`, kinds: ['ctf-flag'] },
  { name: 'flag with a random run, in a page', text: `Submit \`flag{${make.chars(24)}}\` to solve it.`, kinds: ['ctf-flag'] },
];

const sample = make.checksummed('ghp_');
const badCheckDigits = `${sample.slice(0, -1)}${sample.endsWith('A') ? 'B' : 'A'}`;

const lookalikes: Array<{ name: string; text: string }> = [
  { name: 'ctfd_ and 63 hex digits', text: `token: ctfd_${make.hex(32).slice(1)}` },
  { name: 'ctfd_ and 65 hex digits', text: `token: ctfd_${make.hex(33).slice(1)}` },
  { name: 'ctfd_... placeholder', text: 'export CTFD_TOKEN=ctfd_...' },
  { name: 'ctfd_… placeholder', text: '-H "Authorization: Token ctfd_…"' },
  { name: 'abridged token before an ellipsis', text: 'Authorization: Token ctfd_8f1e0c2b…' },
  { name: 'angle-bracket placeholder', text: 'curl -H "Authorization: Token <CTFD_TOKEN>"' },
  { name: 'shell variable', text: 'curl -H "Authorization: Token $CTFD_TOKEN" "$CTFD_URL/api/v1/users"' },
  { name: 'shell variable in braces', text: 'Authorization: Bearer ${API_TOKEN}' },
  { name: 'f-string expression', text: `headers = {"Authorization": f"Token {os.environ['CTFD_TOKEN']}"}` },
  { name: 'ctfd_ and 64 zeros', text: `token: ctfd_${'0'.repeat(64)}` },
  { name: 'ctfd_ and a counting pattern', text: `token: ctfd_${'0123456789abcdef'.repeat(4)}` },
  { name: 'ghp_ token with wrong check digits', text: `GITHUB_TOKEN=${badCheckDigits}` },
  { name: "GitHub docs' example token", text: 'gho_16C7e42F292c6912E7710c838347Ae178B4a' },
  { name: 'ghp_ and x', text: `GITHUB_TOKEN=ghp_${'x'.repeat(36)}` },
  { name: 'npm_ token with wrong check digits', text: `//registry.npmjs.org/:_authToken=npm_${make.chars(36)}` },
  { name: "AWS docs' key pair", text: 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
  { name: 'AWS id of X', text: 'AWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX' },
  { name: '40 base-64 characters far from any key id', text: `checksum: ${make.awsSecretKey()}` },
  { name: 'SHA-1 named like an AWS secret key', text: `aws_secret_access_key = ${createHash('sha1').update('x').digest('hex')}` },
  { name: 'SHA-256 digest', text: `image: ctfd/ctfd@sha256:${createHash('sha256').update('ctfd').digest('hex')}` },
  { name: 'git commit id', text: `Fixed in ${createHash('sha1').update('commit').digest('hex')}.` },
  { name: 'UUIDs', text: 'id: 123e4567-e89b-12d3-a456-426614174000 and 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f' },
  { name: 'base64 image', text: `<img src="data:image/png;base64,${make.base64(600)}">` },
  { name: 'unsigned JWT', text: 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxMjM0NTY3ODkwIn0.' },
  { name: 'JWT signed "signature"', text: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.signature' },
  { name: 'JWT with an elided signature', text: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.…' },
  {
    name: "jwt.io's sample token",
    text: 'Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  },
  { name: 'signed cookie that is no JWT', text: 'files: [/files/5f2b4c1e9a7d4e3f8b6a0c2d1e4f7a9b/vuln.tar.gz?token=eyJ1c2VyX2lkIjo3fQ.Zk3x1A.sig]' },
  { name: 'PEM placeholder', text: '-----BEGIN RSA PRIVATE KEY-----\n...\n-----END RSA PRIVATE KEY-----' },
  {
    name: 'PEM cut short',
    text: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj\nMzEfYyjiWA4R4/M2bS1GB4t7NXp98C3SC6dVMvDuictGeurT8jNbvJZHtCSuYEvu...\n-----END PRIVATE KEY-----',
  },
  { name: 'public key', text: make.pem('PUBLIC KEY', 294) },
  { name: 'certificate', text: make.pem('CERTIFICATE', 900) },
  { name: "Slack's example token", text: 'token: xoxb-not-a-real-token-this-will-not-work' },
  { name: "Slack's example webhook", text: 'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX' },
  { name: 'glpat- and x', text: `token: glpat-${'x'.repeat(20)}` },
  { name: 'glpat- too short', text: `token: glpat-${make.chars(19)}` },
  { name: "Azure storage emulator's published key", text: 'AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==' },
  { name: 'AccountKey placeholder', text: 'DefaultEndpointsProtocol=https;AccountName=<account>;AccountKey=<your-account-key>' },
  { name: 'Basic user:password', text: 'Authorization: Basic dXNlcjpwYXNzd29yZA==' },
  { name: 'Bearer of words', text: 'curl -H "Authorization: Token kq3v9b-long-random-secret" https://target.example.com:31337/status' },
  { name: 'Bearer saying what goes there', text: 'Authorization: Bearer YOUR_ACCESS_TOKEN_HERE' },
  { name: 'Google key of X', text: `key=AIza${'X'.repeat(35)}` },
  { name: 'made-up flags of words', text: 'Use `flag{th1s_is_th3_answer}`, `FLAG{TH1S_IS_TH3_ANSWER}` or flag{sm4sh_th3_st4ck}.' },
  { name: 'flag placeholders', text: 'Flag format: `flag{...}`; the flag is `flag{<count>}`; `flag{}` is empty.' },
  { name: 'numeric flag', text: 'enter the flag `flag{13379}`' },
  { name: 'a random flag in a code block marked example', text: '```text example\nflag{t17_8c1e4f0a}\n```' },
  { name: 'regex of a flag', text: 'A regex flag like `flag\\{t[0-9]+_[0-9a-f]{8}\\}` accepts all of them.' },
];

describe('the secret corpus', () => {
  it('holds at least 40 real-format secrets and 40 look-alikes', () => {
    expect(real.length).toBeGreaterThanOrEqual(40);
    expect(lookalikes.length).toBeGreaterThanOrEqual(40);
    expect(hasCrc32CheckDigits(badCheckDigits.slice(4))).toBe(false);
  });

  it.each(real)('finds $name', ({ text, kinds }) => {
    const found = scanner.scan(text, { file: 'page.md', markdown: true });
    expect(found.filter((f) => !f.excused).map((f) => f.kind)).toEqual(kinds);
  });

  it.each(lookalikes)('lets $name be', ({ text }) => {
    expect(scanner.scan(text, { file: 'page.md', markdown: true }).filter((f) => !f.excused)).toEqual([]);
  });

  it('never shows more than 4 + 2 characters of a secret', () => {
    for (const { text } of real) {
      // What is not secret (a header's scheme, a PEM's first line, `flag{`), then at most 4 characters, an ellipsis, at most 2, and the length.
      for (const f of scanner.scan(text, { file: 'page.md' })) expect(f.shown).toMatch(/^(?:.*[ {[(=])?[^ …]{0,4}…[^ …]{0,2} \(\d+ characters\)$/);
    }
  });
});
