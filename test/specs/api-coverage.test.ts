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
  'GET /awards',
  'POST /awards',
  'GET /awards/{award_id}',
  'DELETE /awards/{award_id}',
  'GET /brackets',
  'POST /brackets',
  'PATCH /brackets/{bracket_id}',
  'DELETE /brackets/{bracket_id}',
  'GET /challenges',
  'POST /challenges',
  'POST /challenges/attempt',
  'GET /challenges/types',
  'GET /challenges/{challenge_id}',
  'PATCH /challenges/{challenge_id}',
  'DELETE /challenges/{challenge_id}',
  'GET /challenges/{challenge_id}/files',
  'GET /challenges/{challenge_id}/flags',
  'GET /challenges/{challenge_id}/hints',
  'GET /challenges/{challenge_id}/requirements',
  'GET /challenges/{challenge_id}/solves',
  'GET /challenges/{challenge_id}/tags',
  'GET /challenges/{challenge_id}/topics',
  'GET /challenges/{challenge_id}/ratings',
  'PUT /challenges/{challenge_id}/ratings',
  'GET /comments',
  'POST /comments',
  'DELETE /comments/{comment_id}',
  'GET /configs',
  'POST /configs',
  'PATCH /configs',
  'GET /configs/{config_key}',
  'PATCH /configs/{config_key}',
  'DELETE /configs/{config_key}',
  'GET /configs/fields',
  'POST /configs/fields',
  'GET /configs/fields/{field_id}',
  'PATCH /configs/fields/{field_id}',
  'DELETE /configs/fields/{field_id}',
  'POST /exports/raw',
  'GET /files',
  'POST /files',
  'GET /files/{file_id}',
  'DELETE /files/{file_id}',
  'GET /flags',
  'POST /flags',
  'GET /flags/types',
  'GET /flags/types/{type_name}',
  'GET /flags/{flag_id}',
  'PATCH /flags/{flag_id}',
  'DELETE /flags/{flag_id}',
  'GET /hints',
  'POST /hints',
  'GET /hints/{hint_id}',
  'PATCH /hints/{hint_id}',
  'DELETE /hints/{hint_id}',
  'HEAD /notifications',
  'GET /notifications',
  'POST /notifications',
  'GET /notifications/{notification_id}',
  'DELETE /notifications/{notification_id}',
  'GET /pages',
  'POST /pages',
  'GET /pages/{page_id}',
  'PATCH /pages/{page_id}',
  'DELETE /pages/{page_id}',
  'GET /scoreboard',
  'GET /scoreboard/top/{count}',
  'POST /shares',
  'GET /solutions',
  'POST /solutions',
  'GET /solutions/{solution_id}',
  'PATCH /solutions/{solution_id}',
  'DELETE /solutions/{solution_id}',
  'GET /statistics/challenges/solves',
  'GET /statistics/challenges/solves/percentages',
  'GET /statistics/challenges/{column}',
  'GET /statistics/scores/distribution',
  'GET /statistics/submissions/{column}',
  'GET /statistics/teams',
  'GET /statistics/users',
  'GET /statistics/users/{column}',
  'GET /submissions',
  'POST /submissions',
  'GET /submissions/{submission_id}',
  'PATCH /submissions/{submission_id}',
  'DELETE /submissions/{submission_id}',
  'GET /tags',
  'POST /tags',
  'GET /tags/{tag_id}',
  'PATCH /tags/{tag_id}',
  'DELETE /tags/{tag_id}',
  'GET /teams',
  'POST /teams',
  'GET /teams/me',
  'PATCH /teams/me',
  'DELETE /teams/me',
  'GET /teams/me/awards',
  'GET /teams/me/fails',
  'GET /teams/me/solves',
  'POST /teams/me/members',
  'GET /teams/{team_id}',
  'PATCH /teams/{team_id}',
  'DELETE /teams/{team_id}',
  'GET /teams/{team_id}/awards',
  'GET /teams/{team_id}/fails',
  'GET /teams/{team_id}/solves',
  'GET /teams/{team_id}/members',
  'POST /teams/{team_id}/members',
  'DELETE /teams/{team_id}/members',
  'GET /tokens',
  'POST /tokens',
  'GET /tokens/{token_id}',
  'DELETE /tokens/{token_id}',
  'GET /topics',
  'POST /topics',
  'DELETE /topics',
  'GET /topics/{topic_id}',
  'DELETE /topics/{topic_id}',
  'GET /unlocks',
  'POST /unlocks',
  'GET /users',
  'POST /users',
  'GET /users/me',
  'PATCH /users/me',
  'GET /users/me/awards',
  'GET /users/me/fails',
  'GET /users/me/solves',
  'GET /users/me/submissions',
  'GET /users/{user_id}',
  'PATCH /users/{user_id}',
  'DELETE /users/{user_id}',
  'GET /users/{user_id}/awards',
  'GET /users/{user_id}/fails',
  'GET /users/{user_id}/solves',
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
      for (const name of sub[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        pairs.push(`${sub[2].toUpperCase()} ${lastIdPath}/${name}`);
      }
      continue;
    }

    const stripped = segment
      .replace(/\([^)]*\)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();

    const listForm = /^([A-Z]+)\s*:\s*(.+)$/.exec(stripped);
    if (listForm && METHOD_WORDS.has(listForm[1])) {
      for (const rel of listForm[2]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
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
    const bad = ops.filter(({ op }) => !op.operationId || !op.summary || !op.description || !Array.isArray(op.tags) || op.tags.length === 0).map(({ method, path: p }) => `${method} ${p}`);
    expect(bad).toEqual([]);
  });

  it('uses unique operationIds', () => {
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives at least one response with an example on every operation', () => {
    const bad = ops.filter(({ op }) => !Object.values<any>(op.responses ?? {}).some((r) => hasExample(r, ctfd))).map(({ method, path: p }) => `${method} ${p}`);
    expect(bad).toEqual([]);
  });

  it('says who may call each operation', () => {
    const bad = ops.filter(({ op }) => !/who may call it/i.test(op.description)).map(({ method, path: p }) => `${method} ${p}`);
    expect(bad).toEqual([]);
  });

  it('limits `field` to the §5 lists for challenges, teams and users', () => {
    const fieldEnum = (p: string) => {
      const params = [...(ctfd.paths[p].get.parameters ?? [])].map((x: any) => (x.$ref ? ctfd.components.parameters[x.$ref.split('/').pop()] : x));
      return params.find((x: any) => x.name === 'field' && x.in === 'query')?.schema?.enum;
    };
    expect(fieldEnum('/challenges')).toEqual(['name', 'description', 'category', 'type', 'state']);
    const accountFields = ['name', 'website', 'country', 'bracket', 'affiliation', 'email'];
    expect(fieldEnum('/teams')).toEqual(accountFields);
    expect(fieldEnum('/users')).toEqual(accountFields);
  });

  it('documents the 400 text and the 403 on solution creation', () => {
    expect(ctfd.components.responses.BadRequest.description).toContain('An error occured processing the provided or stored data');
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

describe('specs/ctfd-api.yaml states the facts issue #11 lists', () => {
  // Resolved once: $refs replaced by their targets, as a reader of the reference sees them.
  const resolved = SwaggerParser.dereference(structuredClone(ctfd)) as Promise<any>;
  const param = (op: any, name: string, where = 'query') => (op.parameters ?? []).find((p: any) => p.name === name && p.in === where);

  it('serves /api/v1 on a configurable host', () => {
    expect(ctfd.servers[0].url).toBe('{host}/api/v1');
    expect(ctfd.servers[0].variables.host.default).toMatch(/^https:\/\//);
  });

  it('authenticates with `Authorization: Token <token>` generated in the user settings, on every operation', () => {
    const scheme = ctfd.components.securitySchemes.AccessToken;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    expect(scheme.description).toContain('Token <token>');
    expect(scheme.description).toMatch(/Settings/);
    expect(ctfd.security).toEqual([{ AccessToken: [] }]);
  });

  it('pairs every `q` with a `field` limited to an enum of that resource', async () => {
    const doc = await resolved;
    const lists = operations(doc).filter(({ op }) => param(op, 'q'));
    expect(lists.length).toBeGreaterThan(15);
    const bad = lists.filter(({ op }) => !(param(op, 'field')?.schema?.enum?.length > 0)).map(({ method, path: p }) => `${method} ${p}`);
    expect(bad).toEqual([]);
  });

  it('uploads files as multipart with `file` required and exactly one kind of owner per variant', async () => {
    const doc = await resolved;
    const body = doc.paths['/files'].post.requestBody;
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
    const schema = body.content['multipart/form-data'].schema;
    expect(schema.required).toEqual(['file']);
    const owners = [
      ['challenge_id', 'challenge'],
      ['page_id', 'page'],
      ['solution_id', 'solution'],
    ];
    for (const pair of owners) for (const name of pair) expect(schema.properties[name]?.type).toBe('integer');
    // One variant per owner kind (plus the unattached file); a variant names its own pair only.
    const variants = schema.oneOf as any[];
    expect(variants).toHaveLength(owners.length + 1);
    for (const v of variants) {
      const text = JSON.stringify(v);
      const named = owners.filter((pair) => pair.some((n) => text.includes(`"${n}"`)));
      expect(v.not ? named.length : 1, v.title).toBe(v.not ? owners.length : named.length);
    }
  });

  it('wraps data in the envelope and paginates the user, team, submission and comment lists', async () => {
    const doc = await resolved;
    for (const p of ['/users', '/teams', '/submissions', '/comments']) {
      const schema = doc.paths[p].get.responses['200'].content['application/json'].schema;
      const props = schema.allOf ? Object.assign({}, ...schema.allOf.map((s: any) => s.properties)) : schema.properties;
      expect(Object.keys(props), p).toEqual(expect.arrayContaining(['success', 'data', 'meta']));
      expect(Object.keys(props.meta.properties.pagination.properties).sort(), p).toEqual(['next', 'page', 'pages', 'per_page', 'prev', 'total']);
    }
    const error = ctfd.components.schemas.ErrorResponse;
    expect(error.properties.success).toBeTruthy();
    expect(error.properties.errors).toBeTruthy();
  });

  it('returns Token.value when the token is created and to admins reading one token, never in the list', async () => {
    const doc = await resolved;
    const props = (s: any) => (s.allOf ? Object.assign({}, ...s.allOf.map((x: any) => x.properties)) : s.properties);
    const dataOf = (op: any) => props(op.responses['200'].content['application/json'].schema).data;
    const created = dataOf(doc.paths['/tokens'].post);
    expect(Object.keys(props(created))).toContain('value');
    const listed = dataOf(doc.paths['/tokens'].get).items;
    expect(Object.keys(props(listed))).not.toContain('value');
    // CTFd/schemas/tokens.py: the admin view of GET /tokens/{token_id} includes the value, the user view does not.
    const views = dataOf(doc.paths['/tokens/{token_id}'].get).anyOf.map((v: any) => Object.keys(props(v)));
    expect(views.map((keys: string[]) => keys.includes('value'))).toEqual([false, true]);
  });

  it('deletes a topic link by type and target_id, with target_id defaulting to 0', () => {
    const del = ctfd.paths['/topics'].delete;
    const resolve = (p: any) => (p.$ref ? ctfd.components.parameters[p.$ref.split('/').pop()] : p);
    const params = del.parameters.map(resolve);
    expect(params.find((p: any) => p.name === 'type')?.in).toBe('query');
    expect(params.find((p: any) => p.name === 'target_id')?.schema?.default).toBe(0);
  });

  it('says a team can be disbanded only before it has played', () => {
    const disband = ctfd.paths['/teams/me'].delete;
    expect(disband.description).toMatch(/captain/i);
    expect(JSON.stringify(disband.responses)).toContain('You cannot disband your team as it has participated in the event');
  });

  it('advises players to submit through /challenges/attempt', () => {
    expect(ctfd.paths['/submissions'].post.description).toContain('/challenges/attempt');
  });

  it('documents the calls CTFd 3.8 has beyond the §7 table', () => {
    const have = new Set(operations(ctfd).map(({ method, path: p }) => `${method} ${p}`));
    const beyond = ['GET /audiences', 'POST /audiences', 'GET /modules', 'POST /modules', 'GET /challenges/{challenge_id}/solution', 'GET /statistics/progression/matrix'];
    expect(beyond.filter((pair) => !have.has(pair))).toEqual([]);
    // 155 method+path pairs at 3.8.7 (ctfd-facts.md §1.1): all of them, no more.
    expect(have.size).toBe(155);
  });
});

// Corrections checked against CTFd's 3.8.7 source (issue #18, E1–E19); the file each follows is named.
describe('specs/ctfd-api.yaml says what CTFd 3.8.7 does', () => {
  const resolved: Promise<any> = SwaggerParser.dereference(structuredClone(ctfd));
  const ok = (op: any) => op.responses['200'].content['application/json'];
  const examples = (op: any) => JSON.stringify(ok(op).example ?? ok(op).examples);
  const param = (op: any, name: string) => (op.parameters as any[]).find((p) => p.name === name);

  it("E1: a bad token gets the framework's JSON message (utils/initialization, flask-restx error router)", async () => {
    const media = (await resolved).components.responses.Unauthorized.content;
    expect(Object.keys(media)).toEqual(['application/json']);
    expect(JSON.stringify(media)).toContain('Your access token is invalid');
  });

  it('E2: warns that a bracket search fails with 500 (utils/helpers/models.py)', async () => {
    const doc = await resolved;
    for (const p of ['/users', '/teams']) {
      expect(param(doc.paths[p].get, 'field').description).toMatch(/`bracket` is accepted but fails with 500/);
      expect(param(doc.paths[p].get, 'bracket').description).not.toMatch(/prefer `q`/);
    }
  });

  it('E3: needs challenge_id on GET /users/me/submissions (utils/challenges)', () => {
    expect(param(ctfd.paths['/users/me/submissions'].get, 'challenge_id').required).toBe(true);
  });

  it('E4: types notify and preview as text that is on whenever present', async () => {
    const doc = await resolved;
    const flags = [param(doc.paths['/users'].post, 'notify'), param(doc.paths['/challenges/attempt'].post, 'preview'), param(doc.paths['/hints/{hint_id}'].get, 'preview')];
    for (const f of flags) {
      expect(f.schema.type).toBe('string');
      expect(f.description).toMatch(/`false` and `0` included/);
    }
  });

  it("E5: a duplicate audience member is a 500; the 400 has CTFd's text (api/v1/audiences.py)", () => {
    const responses = ctfd.paths['/audiences/{audience_id}/members'].post.responses;
    expect(Object.keys(responses)).toContain('500');
    expect(JSON.stringify(responses['400'])).toContain('Either user_id or team_id is required');
  });

  it('E6, E13: Challenge.ratings may be null and Award.value has no default (api/v1/challenges.py, models)', () => {
    // Challenge adds the caller's fields to ChallengeSaved; Award adds `type` to UserAward.
    expect(ctfd.components.schemas.Challenge.allOf[1].properties.ratings.type).toEqual(['object', 'null']);
    expect(ctfd.components.schemas.UserAward.properties.value.default).toBeUndefined();
  });

  it("E7: PATCH /users/me takes only the self view's fields (schemas/users.py)", () => {
    const body = ctfd.paths['/users/me'].patch.requestBody.content['application/json'].schema;
    for (const admin of ['verified', 'hidden', 'banned', 'type', 'secret']) expect(body.properties).not.toHaveProperty(admin);
  });

  it('E8: the progression matrix links to admin pages (api/v1/statistics/progression.py)', () => {
    const text = examples(ctfd.paths['/statistics/progression/matrix'].get);
    expect(text).toContain('/admin/teams/3');
    expect(text).toContain('/admin/challenges/1');
  });

  it('E9–E11: examples show only the fields those views return (schemas/solutions.py, submissions.py, awards.py)', () => {
    for (const [p, m] of [
      ['/solutions', 'get'],
      ['/solutions', 'post'],
      ['/solutions/{solution_id}', 'patch'],
      ['/challenges/{challenge_id}/hints', 'get'],
    ]) {
      expect(examples(ctfd.paths[p][m])).not.toContain('"html"');
    }
    for (const p of ['/users/me/solves', '/users/{user_id}/solves', '/teams/me/solves', '/teams/{team_id}/solves', '/users/me/submissions']) {
      expect(examples(ctfd.paths[p].get)).not.toMatch(/"(user|team)_id"/);
    }
    for (const p of ['/users/me/awards', '/users/{user_id}/awards']) expect(examples(ctfd.paths[p].get)).not.toContain('"type"');
  });

  it('E14–E19: unlocks, tokens, notifications, topics, challenges and tags as the handlers answer', async () => {
    expect(examples(ctfd.paths['/unlocks'].post)).toMatch(/"user_id".*"team_id"/);
    expect(examples(ctfd.paths['/tokens/{token_id}'].get)).toContain('"value"');
    expect(ctfd.paths['/notifications'].post.requestBody.content['application/json'].schema.required).toBeUndefined();
    expect(examples(ctfd.paths['/topics'].post)).toMatch(/"challenge":1,"topic":2/);
    expect(ctfd.paths['/challenges'].get.description).toMatch(/Unless an admin adds `view=admin`/);
    const tag = ok((await resolved).paths['/challenges/{challenge_id}/tags'].get).schema.properties.data.items;
    expect(Object.keys(tag.properties)).toEqual(['id', 'challenge_id', 'value']);
  });
});
