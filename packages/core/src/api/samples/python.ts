// Python with requests: path parameters are variables in an f-string, the
// query goes through `params`, bodies are Python literals (python-literal.ts).
import { needsMark, snakeWords } from './identifier.ts';
import type { SampleLanguage } from './language.ts';
import { pyLiteral, pyString } from './python-literal.ts';
import { queryPairs } from './url.ts';

export const python: SampleLanguage = {
  id: 'python',
  label: 'Python',
  syntax: 'python',
  render(req) {
    const cred = req.credential;
    const body = req.body;
    const lines: string[] = [];
    if (cred) lines.push('import os', '');
    lines.push('import requests', '');
    for (const p of req.pathParams) lines.push(`${pyVariable(p.name)} = ${pyLiteral(p.value)}`);
    if (req.pathParams.length) lines.push('');
    const secret = cred ? pyEnv(cred.variable) : '';
    const args: string[] = [pyUrl(req)];
    const params = queryPairs(req).map(([k, v]) => `${pyString(k)}: ${pyString(v)}`);
    if (cred?.in === 'query') params.push(`${pyString(cred.name)}: ${prefixed(cred.prefix, secret)}`);
    if (params.length) args.push(`params=${dict(params)}`);
    const headers = req.headers.map((h) => `${pyString(h.name)}: ${pyString(h.value)}`);
    if (cred?.in === 'header') headers.unshift(`${pyString(cred.name)}: ${prefixed(cred.prefix, secret)}`);
    if (headers.length) args.push(`headers=${dict(headers)}`);
    if (cred?.in === 'cookie') args.push(`cookies={${pyString(cred.name)}: ${prefixed(cred.prefix, secret)}}`);
    if (cred?.in === 'basic') args.push(`auth=tuple(${secret}.split(":", 1))`);
    if (body?.kind === 'json') args.push(`json=${pyLiteral(body.value, 4)}`);
    if (body?.kind === 'form') args.push(`data=${dict(body.fields.map((f) => `${pyString(f.name)}: ${pyString(f.value)}`))}`);
    if (body?.kind === 'multipart') {
      const files = body.fields.flatMap((f) => ('file' in f ? [`${pyString(f.name)}: open(${pyString(f.file)}, "rb")`] : []));
      const data = body.fields.flatMap((f) => ('file' in f ? [] : [`${pyString(f.name)}: ${pyString(f.value)}`]));
      if (data.length) args.push(`data=${dict(data)}`);
      if (files.length) args.push(`files=${dict(files)}`);
    }
    lines.push(`response = requests.${req.method.toLowerCase()}(`, ...args.map((a) => `    ${a},`), ')');
    lines.push(req.response === 'headers' ? 'print(response.status_code, dict(response.headers))' : req.response === 'text' ? 'print(response.text)' : 'print(response.json())');
    return lines.join('\n');
  },
};

function pyVariable(name: string): string {
  const v = snakeWords(name).toLowerCase();
  return needsMark(v, PY_KEYWORDS) ? `${v}_` : v;
}

const PY_KEYWORDS = new Set([
  'and',
  'as',
  'assert',
  'async',
  'await',
  'break',
  'class',
  'continue',
  'def',
  'del',
  'elif',
  'else',
  'except',
  'false',
  'finally',
  'for',
  'from',
  'global',
  'if',
  'import',
  'in',
  'is',
  'lambda',
  'none',
  'nonlocal',
  'not',
  'or',
  'pass',
  'raise',
  'return',
  'true',
  'try',
  'while',
  'with',
  'yield',
  'id',
  'type',
]);

function pyEnv(variable: string): string {
  return `os.environ[${pyString(variable)}]`;
}

/** `"Token " + os.environ[…]`, written as an f-string as a reader would. */
function prefixed(prefix: string, secret: string): string {
  if (!prefix) return secret;
  return `f${pyString(`${fEscape(prefix)}{${secret.replace(/"/g, "'")}}`)}`;
}

/** The URL: a plain string, or an f-string when path parameters are bound to variables. */
function pyUrl(req: Parameters<SampleLanguage['render']>[0]): string {
  const literal = (s: string) => req.base + s;
  if (!req.pathParams.length) return pyString(literal(req.path.map((s) => ('text' in s ? s.text : '')).join('')));
  const parts = req.path.map((s) => ('param' in s ? `{${pyVariable(s.param)}}` : fEscape(s.text)));
  return `f${pyString(fEscape(req.base) + parts.join(''))}`;
}

/** Braces in an f-string's literal text are doubled. */
function fEscape(s: string): string {
  return s.replace(/[{}]/g, '$&$&');
}

function dict(entries: string[]): string {
  return entries.length ? `{\n${entries.map((e) => `        ${e},`).join('\n')}\n    }` : '{}';
}
