// Checks the two OpenAPI documents in specs/ against the site specification:
// every (method, path) of the platform API table in §7 must be an operation of
// specs/ctfd-api.yaml, every operation must be documented, and both documents
// must pass the OpenAPI validator.
import { describe, it, expect } from 'vitest';
import { parse } from 'yaml';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const siteSpecPath = path.resolve(here, '../../../shared/spec/site-spec.md');
const ctfdSpecPath = path.join(repoRoot, 'specs/ctfd-api.yaml');
const kothSpecPath = path.join(repoRoot, 'specs/koth-agent.yaml');

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const METHOD_WORDS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']);

type Pair = `${string} ${string}`; // "GET /challenges/{challenge_id}"

/**
 * The (method, path) pairs of the §7 table, written out by hand. Used when the
 * site specification is not next to the checkout, and compared with the table
 * text when it is.
 */
const SECTION_7_PAIRS: Pair[] = [
  'GET /awards', 'POST /awards', 'GET /awards/{award_id}', 'DELETE /awards/{award_id}',
  'GET /brackets', 'POST /brackets', 'PATCH /brackets/{bracket_id}', 'DELETE /brackets/{bracket_id}',
  'GET /challenges', 'POST /challenges', 'POST /challenges/attempt', 'GET /challenges/types',
  'GET /challenges/{challenge_id}', 'PATCH /challenges/{challenge_id}', 'DELETE /challenges/{challenge_id}',
  'GET /challenges/{challenge_id}/files', 'GET /challenges/{challenge_id}/flags', 'GET /challenges/{challenge_id}/hints',
  'GET /challenges/{challenge_id}/requirements', 'GET /challenges/{challenge_id}/solves', 'GET /challenges/{challenge_id}/tags',
  'GET /challenges/{challenge_id}/topics', 'GET /challenges/{challenge_id}/ratings', 'PUT /challenges/{challenge_id}/ratings',
  'GET /comments', 'POST /comments', 'DELETE /comments/{comment_id}',
  'GET /configs', 'POST /configs', 'PATCH /configs',
  'GET /configs/{config_key}', 'PATCH /configs/{config_key}', 'DELETE /configs/{config_key}',
  'GET /configs/fields', 'POST /configs/fields',
  'GET /configs/fields/{field_id}', 'PATCH /configs/fields/{field_id}', 'DELETE /configs/fields/{field_id}',
  'POST /exports/raw',
  'GET /files', 'POST /files', 'GET /files/{file_id}', 'DELETE /files/{file_id}',
  'GET /flags', 'POST /flags', 'GET /flags/types', 'GET /flags/types/{type_name}',
  'GET /flags/{flag_id}', 'PATCH /flags/{flag_id}', 'DELETE /flags/{flag_id}',
  'GET /hints', 'POST /hints', 'GET /hints/{hint_id}', 'PATCH /hints/{hint_id}', 'DELETE /hints/{hint_id}',
  'HEAD /notifications', 'GET /notifications', 'POST /notifications',
  'GET /notifications/{notification_id}', 'DELETE /notifications/{notification_id}',
  'GET /pages', 'POST /pages', 'GET /pages/{page_id}', 'PATCH /pages/{page_id}', 'DELETE /pages/{page_id}',
  'GET /scoreboard', 'GET /scoreboard/top/{count}',
  'POST /shares',
  'GET /solutions', 'POST /solutions', 'GET /solutions/{solution_id}', 'PATCH /solutions/{solution_id}', 'DELETE /solutions/{solution_id}',
  'GET /statistics/challenges/solves', 'GET /statistics/challenges/solves/percentages', 'GET /statistics/challenges/{column}',
  'GET /statistics/scores/distribution', 'GET /statistics/submissions/{column}', 'GET /statistics/teams',
  'GET /statistics/users', 'GET /statistics/users/{column}',
  'GET /submissions', 'POST /submissions', 'GET /submissions/{submission_id}',
  'PATCH /submissions/{submission_id}', 'DELETE /submissions/{submission_id}',
  'GET /tags', 'POST /tags', 'GET /tags/{tag_id}', 'PATCH /tags/{tag_id}', 'DELETE /tags/{tag_id}',
  'GET /teams', 'POST /teams', 'GET /teams/me', 'PATCH /teams/me', 'DELETE /teams/me',
  'GET /teams/me/awards', 'GET /teams/me/fails', 'GET /teams/me/solves', 'POST /teams/me/members',
  'GET /teams/{team_id}', 'PATCH /teams/{team_id}', 'DELETE /teams/{team_id}',
  'GET /teams/{team_id}/awards', 'GET /teams/{team_id}/fails', 'GET /teams/{team_id}/solves',
  'GET /teams/{team_id}/members', 'POST /teams/{team_id}/members', 'DELETE /teams/{team_id}/members',
  'GET /tokens', 'POST /tokens', 'GET /tokens/{token_id}', 'DELETE /tokens/{token_id}',
  'GET /topics', 'POST /topics', 'DELETE /topics', 'GET /topics/{topic_id}', 'DELETE /topics/{topic_id}',
  'GET /unlocks', 'POST /unlocks',
  'GET /users', 'POST /users', 'GET /users/me', 'PATCH /users/me',
  'GET /users/me/awards', 'GET /users/me/fails', 'GET /users/me/solves', 'GET /users/me/submissions',
  'GET /users/{user_id}', 'PATCH /users/{user_id}', 'DELETE /users/{user_id}',
  'GET /users/{user_id}/awards', 'GET /users/{user_id}/fails', 'GET /users/{user_id}/solves',
  'POST /users/{user_id}/email',
];

/** The rows `| /resource | calls |` of the "Platform API documented" table in §7. */
function section7Rows(markdown: string): Array<[string, string]> {
  const start = markdown.indexOf('### Platform API documented');
  if (start < 0) throw new Error('§7 "Platform API documented" heading not found in the site specification');
  const rest = markdown.slice(start);
  const end = rest.indexOf('\n### ', 4);
  const section = end < 0 ? rest : rest.slice(0, end);
  const rows: Array<[string, string]> = [];
  for (const line of section.split('\n')) {
    const m = /^\|\s*(\/[^|]*?)\s*\|\s*(.*?)\s*\|\s*$/.exec(line);
    if (m) rows.push([m[1], m[2]]);
  }
  return rows;
}

/**
 * Expands the compact notation of one §7 row into (method, path) pairs.
 *
 * Segments are separated by ';'. A segment starts with zero or more paths
 * ("/x/{id}", or "/fails" meaning a sibling of the previous path) followed by
 * method words; parenthesised text holds query filters or remarks. Special
 * forms: "sub-resources a, b (GET)" (GET on {last id path}/a, …), a bare word
 * followed by methods ("ratings GET … and PUT …", a sub-resource of the last id
 * path), and "GET: a/b, c" (GET on resource/a/b and resource/c).
 */
function expandRow(resource: string, calls: string): Pair[] {
  const pairs: Pair[] = [];
  let lastIdPath = resource;
  for (let segment of calls.split(';')) {
    segment = segment.trim();
    if (!segment) continue;

    const sub = /^sub-resources\s+([\w\s,]+?)\s*\((\w+)\)$/.exec(segment);
    if (sub) {
      for (const name of sub[1].split(',').map((s) => s.trim()).filter(Boolean)) {
        pairs.push(`${sub[2].toUpperCase()} ${lastIdPath}/${name}`);
      }
      continue;
    }

    const stripped = segment.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();

    const listForm = /^([A-Z]+)\s*:\s*(.+)$/.exec(stripped);
    if (listForm && METHOD_WORDS.has(listForm[1])) {
      for (const rel of listForm[2].split(',').map((s) => s.trim()).filter(Boolean)) {
        pairs.push(`${listForm[1]} ${resource}/${rel.replace(/^\//, '')}`);
      }
      continue;
    }

    const paths: string[] = [];
    const methods: string[] = [];
    for (const raw of stripped.split(/[\s,]+/)) {
      const token = raw.trim();
      if (!token) continue;
      if (METHOD_WORDS.has(token)) {
        methods.push(token);
      } else if (token.startsWith('/')) {
        if (token === resource || token.startsWith(`${resource}/`) || paths.length === 0) {
          paths.push(token.startsWith(resource) ? token : `${resource}${token}`);
        } else {
          const prev = paths[paths.length - 1];
          paths.push(prev.slice(0, prev.lastIndexOf('/')) + token);
        }
      } else if (methods.length === 0 && paths.length === 0 && /^[a-z_]+$/.test(token)) {
        paths.push(`${lastIdPath}/${token}`);
      }
      // other words ("and", "as", "multipart", "form", …) carry no meaning here
    }
    if (paths.length === 0) paths.push(resource);
    for (const p of paths) for (const m of methods) pairs.push(`${m} ${p}`);
    const withId = paths.find((p) => /\{[^}]+\}$/.test(p));
    if (withId) lastIdPath = withId;
  }
  return pairs;
}

function loadSection7(): { pairs: Pair[]; source: string; tablePaths: string[] } {
  if (!existsSync(siteSpecPath)) {
    return { pairs: SECTION_7_PAIRS, source: 'the list kept in this test file', tablePaths: [] };
  }
  const md = readFileSync(siteSpecPath, 'utf8');
  const rows = section7Rows(md);
  const pairs = rows.flatMap(([resource, calls]) => expandRow(resource, calls));
  // Full paths written in the table: the resource itself and every path that starts with it
  // (relative forms such as "/fails" or "challenges/solves" are left to the expansion).
  const tablePaths = rows.flatMap(([resource, calls]) => [
    resource,
    ...[...calls.matchAll(/(?:^|[\s;,])(\/[\w{}/]+)/g)].map((m) => m[1]).filter((p) => p === resource || p.startsWith(`${resource}/`)),
  ]);
  return { pairs, source: siteSpecPath, tablePaths };
}

function operations(doc: any): Array<{ method: string; path: string; op: any }> {
  const out: Array<{ method: string; path: string; op: any }> = [];
  for (const [p, item] of Object.entries<any>(doc.paths ?? {})) {
    for (const m of HTTP_METHODS) if (item?.[m]) out.push({ method: m.toUpperCase(), path: p, op: item[m] });
  }
  return out;
}

function hasExample(response: any, doc: any): boolean {
  if (response?.$ref) {
    const name = String(response.$ref).split('/').pop()!;
    response = doc.components?.responses?.[name];
  }
  const media = Object.values<any>(response?.content ?? {});
  if (media.some((m) => m.example !== undefined || (m.examples && Object.keys(m.examples).length > 0))) return true;
  return Object.values<any>(response?.headers ?? {}).some((h) => h.example !== undefined);
}

const ctfd = parse(readFileSync(ctfdSpecPath, 'utf8'));
const koth = parse(readFileSync(kothSpecPath, 'utf8'));

describe('specs/ctfd-api.yaml covers §7 of the site specification', () => {
  const { pairs, source, tablePaths } = loadSection7();
  console.log(`§7 (method, path) pairs taken from ${source}: ${pairs.length}`);

  it('finds a plausible number of §7 pairs', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(SECTION_7_PAIRS.length);
  });

  it('has an operation for every (method, path) of §7', () => {
    const have = new Set(operations(ctfd).map(({ method, path: p }) => `${method} ${p}`));
    const missing = pairs.filter((pair) => !have.has(pair));
    expect(missing).toEqual([]);
  });

  it('keeps the hand-written list in step with the table', () => {
    if (tablePaths.length === 0) return; // site specification not available
    const listed = new Set(SECTION_7_PAIRS.map((pair) => pair.split(' ')[1]));
    // Every full path written in the table appears in the hand-written list…
    // (a resource with no call of its own, such as /statistics, is the prefix of listed paths).
    const known = (p: string) => listed.has(p) || [...listed].some((l) => l.startsWith(`${p}/`));
    expect(tablePaths.filter((p) => !known(p))).toEqual([]);
    // …and the parsed table and the list agree pair for pair.
    expect([...new Set(pairs)].sort()).toEqual([...new Set(SECTION_7_PAIRS)].sort());
  });
});

describe('every operation of specs/ctfd-api.yaml is documented', () => {
  const ops = operations(ctfd);

  it('has operations', () => {
    expect(ops.length).toBeGreaterThan(100);
  });

  it('has operationId, summary, description and tags on every operation', () => {
    const bad = ops
      .filter(({ op }) => !op.operationId || !op.summary || !op.description || !Array.isArray(op.tags) || op.tags.length === 0)
      .map(({ method, path: p }) => `${method} ${p}`);
    expect(bad).toEqual([]);
  });

  it('uses unique operationIds', () => {
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives at least one response with an example on every operation', () => {
    const bad = ops
      .filter(({ op }) => !Object.values<any>(op.responses ?? {}).some((r) => hasExample(r, ctfd)))
      .map(({ method, path: p }) => `${method} ${p}`);
    expect(bad).toEqual([]);
  });

  it('says who may call each operation', () => {
    const bad = ops.filter(({ op }) => !/who may call it/i.test(op.description)).map(({ method, path: p }) => `${method} ${p}`);
    expect(bad).toEqual([]);
  });

  it('limits `field` to the §5 lists for challenges, teams and users', () => {
    const fieldEnum = (p: string) => {
      const params = [...(ctfd.paths[p].get.parameters ?? [])].map((x: any) =>
        x.$ref ? ctfd.components.parameters[x.$ref.split('/').pop()] : x,
      );
      return params.find((x: any) => x.name === 'field' && x.in === 'query')?.schema?.enum;
    };
    expect(fieldEnum('/challenges')).toEqual(['name', 'description', 'category', 'type', 'state']);
    const accountFields = ['name', 'website', 'country', 'bracket', 'affiliation', 'email'];
    expect(fieldEnum('/teams')).toEqual(accountFields);
    expect(fieldEnum('/users')).toEqual(accountFields);
  });

  it('documents the 400 text and the 403 on solution creation', () => {
    expect(ctfd.components.responses.BadRequest.description).toContain(
      'An error occured processing the provided or stored data',
    );
    expect(ctfd.paths['/solutions'].post.responses['403'].description).toContain('Access denied');
  });
});

describe('both specs pass the OpenAPI validator', () => {
  it('validates specs/ctfd-api.yaml', async () => {
    await expect(SwaggerParser.validate(ctfdSpecPath)).resolves.toBeTruthy();
  });

  it('validates specs/koth-agent.yaml', async () => {
    await expect(SwaggerParser.validate(kothSpecPath)).resolves.toBeTruthy();
  });
});

describe('specs/koth-agent.yaml', () => {
  it('has GET /healthcheck and GET /status with 200, 401, 403 and 500 responses', () => {
    for (const p of ['/healthcheck', '/status']) {
      const get = koth.paths?.[p]?.get;
      expect(get, p).toBeTruthy();
      for (const code of ['200', '401', '403', '500']) expect(get.responses?.[code], `${p} ${code}`).toBeTruthy();
    }
  });

  it('describes the health check and status data', () => {
    const health = koth.components.schemas.HealthCheckData.properties;
    expect(health.status.type).toBe('integer');
    expect(health.stderr.type).toBe('string');
    expect(health.stdout.type).toBe('string');
    expect(koth.components.schemas.StatusData.properties.identifier.type).toBe('string');
  });
});
