// curl in a POSIX shell: path parameters are shell variables, the credential
// is read from the environment, HEAD is `curl -I` (`-X HEAD` waits for a body).
import { shDoubleQuoted, shQuote, shVariable } from './shell.ts';
import type { SampleLanguage } from './language.ts';
import { encodeComponent, queryPairs } from './url.ts';

export const curl: SampleLanguage = {
  id: 'curl',
  label: 'curl',
  syntax: 'bash',
  render(req) {
    const lines: string[] = req.pathParams.map((p) => `${shVariable(p.name)}=${shQuote(String(p.value ?? ''))}`);
    if (lines.length) lines.push('');
    const cred = req.credential;
    const secret = cred ? `${shDoubleQuoted(cred.prefix)}$${cred.variable}` : '';
    const pairs = queryPairs(req).map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(v)}`);
    if (cred?.in === 'query') pairs.push(`${encodeComponent(cred.name)}=${secret}`);
    const path = req.path.map((s) => ('param' in s ? `\${${shVariable(s.param)}}` : shDoubleQuoted(encodePath(s.text)))).join('');
    const url = `${shDoubleQuoted(req.base)}${path}${pairs.length ? `?${pairs.join('&')}` : ''}`;
    const args: string[] = [req.method === 'HEAD' ? 'curl -I' : req.method === 'GET' ? 'curl' : `curl -X ${req.method}`];
    args[0] += ` "${url}"`;
    if (cred?.in === 'header') args.push(`-H "${shDoubleQuoted(cred.name)}: ${secret}"`);
    if (cred?.in === 'basic') args.push(`-u "$${cred.variable}"`);
    if (cred?.in === 'cookie') args.push(`-b "${shDoubleQuoted(cred.name)}=${secret}"`);
    for (const h of req.headers) args.push(`-H ${shQuote(`${h.name}: ${h.value}`)}`);
    const body = req.body;
    if (body?.kind === 'json') args.push(`-d ${shQuote(JSON.stringify(body.value, null, 2))}`);
    if (body?.kind === 'form') for (const f of body.fields) args.push(`--data-urlencode ${shQuote(`${f.name}=${f.value}`)}`);
    if (body?.kind === 'multipart') {
      // --form-string sends text as is; -F would read a value starting with @ or < as a file.
      for (const f of body.fields) args.push('file' in f ? `-F ${shQuote(`${f.name}=@${f.file}`)}` : `--form-string ${shQuote(`${f.name}=${f.value}`)}`);
    }
    lines.push(args.join(' \\\n  '));
    return lines.join('\n');
  },
};

/** A literal part of the path, with characters a URL cannot carry encoded. */
function encodePath(text: string): string {
  return text.replace(/[^A-Za-z0-9\-._~/:@,;=+&%]/g, (c) => encodeComponent(c));
}
