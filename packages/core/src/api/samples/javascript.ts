// JavaScript (Node 20+, an ES module): fetch with path parameters as
// constants in a template literal and the query built by URLSearchParams.
import { needsMark } from './identifier.ts';
import type { SampleLanguage } from './language.ts';
import type { SampleRequest } from './request.ts';
import { queryPairs } from './url.ts';

export const javascript: SampleLanguage = {
  id: 'javascript',
  label: 'JavaScript',
  syntax: 'js',
  render(req) {
    const cred = req.credential;
    const body = req.body;
    const lines: string[] = [];
    const files = body?.kind === 'multipart' ? body.fields.filter((f) => 'file' in f) : [];
    if (files.length) lines.push('import { openAsBlob } from "node:fs";', '');
    for (const p of req.pathParams) lines.push(`const ${jsVariable(p.name)} = ${JSON.stringify(p.value)};`);
    if (req.pathParams.length) lines.push('');
    const secret = cred ? (cred.prefix ? `\`${tplEscape(cred.prefix)}\${process.env.${cred.variable}}\`` : `process.env.${cred.variable}`) : '';
    const pairs = queryPairs(req).map(([k, v]) => `[${JSON.stringify(k)}, ${JSON.stringify(v)}]`);
    if (cred?.in === 'query') pairs.push(`[${JSON.stringify(cred.name)}, ${secret}]`);
    const headers = req.headers.map((h) => `${jsKey(h.name)}: ${JSON.stringify(h.value)}`);
    if (cred?.in === 'header') headers.unshift(`${jsKey(cred.name)}: ${secret}`);
    if (cred?.in === 'basic') headers.unshift(`Authorization: \`Basic \${btoa(process.env.${cred.variable})}\``);
    if (cred?.in === 'cookie') headers.push(`Cookie: \`${tplEscape(cred.name)}=\${${secret}}\``);
    if (body?.kind === 'multipart') {
      lines.push('const form = new FormData();');
      for (const f of body.fields) {
        lines.push(
          'file' in f
            ? `form.append(${JSON.stringify(f.name)}, await openAsBlob(${JSON.stringify(f.file)}), ${JSON.stringify(f.file)});`
            : `form.append(${JSON.stringify(f.name)}, ${JSON.stringify(f.value)});`,
        );
      }
      lines.push('');
    }
    const init = [`  method: ${JSON.stringify(req.method)},`];
    if (headers.length) init.push(`  headers: {\n${headers.map((h) => `    ${h},`).join('\n')}\n  },`);
    if (body?.kind === 'json') init.push(`  body: JSON.stringify(${JSON.stringify(body.value, null, 2).replace(/\n/g, '\n  ')}),`);
    if (body?.kind === 'form') init.push(`  body: new URLSearchParams([${body.fields.map((f) => `[${JSON.stringify(f.name)}, ${JSON.stringify(f.value)}]`).join(', ')}]),`);
    if (body?.kind === 'multipart') init.push('  body: form,');
    const query = pairs.length ? `?\${new URLSearchParams([${pairs.join(', ')}])}` : '';
    lines.push(`const response = await fetch(\`${jsUrl(req)}${query}\`, {`, ...init, '});');
    // console.log alone would print objects nested past two levels as [Object].
    lines.push(
      req.response === 'headers'
        ? 'console.log(response.status, Object.fromEntries(response.headers));'
        : req.response === 'text'
          ? 'console.log(await response.text());'
          : 'console.log(JSON.stringify(await response.json(), null, 2));',
    );
    return lines.join('\n');
  },
};

function jsUrl(req: SampleRequest): string {
  return tplEscape(req.base) + req.path.map((s) => ('param' in s ? `\${${jsVariable(s.param)}}` : tplEscape(s.text))).join('');
}

function jsVariable(name: string): string {
  const v = name.replace(/[^A-Za-z0-9_$]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : '')).replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
  return needsMark(v, JS_RESERVED) ? `${v}_` : v;
}

const JS_RESERVED = new Set([
  'break',
  'case',
  'catch',
  'class',
  'const',
  'continue',
  'debugger',
  'default',
  'delete',
  'do',
  'else',
  'export',
  'extends',
  'false',
  'finally',
  'for',
  'function',
  'if',
  'import',
  'in',
  'instanceof',
  'new',
  'null',
  'return',
  'super',
  'switch',
  'this',
  'throw',
  'true',
  'try',
  'typeof',
  'var',
  'void',
  'while',
  'with',
  'yield',
  'let',
  'static',
  'await',
  'form',
  'response',
]);

function jsKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

/** Text inside a template literal. */
function tplEscape(s: string): string {
  return s.replace(/[`\\]|\$\{/g, (c) => `\\${c}`);
}
