// What specs/ctfd-api.yaml promises about CTFd's answers that can be checked
// without a running CTFd: the fields each response really has (read from
// CTFd's handlers at 91ced62d, cited per row), list filters whose examples find
// the data a fresh instance or the reference's own create samples leave
// behind, and a player's token on the calls only a player can make.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { codeSamples, loadApiDocument, type ApiDocument, type ApiOperation } from '@ctfdocs/core';
import { repoRoot } from '../helpers/fixture.ts';

type Obj = Record<string, any>;
const specFile = path.join(repoRoot, 'specs/ctfd-api.yaml');
const doc: Promise<Obj> = SwaggerParser.dereference(specFile) as Promise<Obj>;

interface Operation {
  id: string;
  method: string;
  path: string;
  op: Obj;
}

async function operations(): Promise<Operation[]> {
  const d = await doc;
  return Object.entries<Obj>(d.paths).flatMap(([p, item]) =>
    Object.entries<Obj>(item)
      .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete', 'head'].includes(m))
      .map(([m, op]) => ({ id: String(op.operationId), method: m, path: p, op })),
  );
}

async function operation(id: string): Promise<Operation> {
  const found = (await operations()).find((o) => o.id === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
}

/** The schema of `data` in an operation's 2xx answer, the item schema for a list. */
function dataSchema(op: Obj): Obj | undefined {
  const ok = Object.entries<Obj>(op.responses).find(([status]) => status.startsWith('2'))?.[1];
  const data = ok?.content?.['application/json']?.schema?.properties?.data;
  return data?.type === 'array' ? data.items : data;
}

/** Property names of a dereferenced schema, through allOf. */
function propertyNames(schema: Obj | undefined): string[] {
  if (!schema) return [];
  return [...new Set([...Object.keys(schema.properties ?? {}), ...(schema.allOf ?? []).flatMap(propertyNames)])].sort();
}

function propertySchema(schema: Obj | undefined, name: string): Obj | undefined {
  if (!schema) return undefined;
  return schema.properties?.[name] ?? (schema.allOf ?? []).map((s: Obj) => propertySchema(s, name)).find(Boolean);
}

// The fields CTFd's handlers put in each answer, by operation.
const CHALLENGE_READ = [
  'id',
  'name',
  'value',
  'description',
  'attribution',
  'connection_info',
  'next_id',
  'category',
  'state',
  'max_attempts',
  'position',
  'logic',
  'initial',
  'decay',
  'minimum',
  'function',
  'scheduled_at',
  'type',
  'type_data',
];
const AWARD_COLUMNS = ['id', 'user_id', 'team_id', 'user', 'team', 'type', 'name', 'description', 'date', 'value', 'category', 'icon', 'requirements'];
const RETURNED: Record<string, { source: string; fields: string[] }> = {
  createChallenge: { source: 'CTFd/api/v1/challenges.py:306; CTFd/plugins/challenges/__init__.py:113-140', fields: CHALLENGE_READ },
  updateChallenge: { source: 'CTFd/api/v1/challenges.py:639; CTFd/plugins/challenges/__init__.py:113-140', fields: CHALLENGE_READ },
  getChallenge: {
    source: 'CTFd/api/v1/challenges.py:482-577 (read, then the fields for the caller; no requirements)',
    fields: [...CHALLENGE_READ, 'solves', 'solved_by_me', 'attempts', 'files', 'tags', 'hints', 'module_id', 'rating', 'ratings', 'solution_id', 'solution_state', 'view'],
  },
  listAwards: { source: 'CTFd/api/v1/awards.py:82 (AwardSchema without a view)', fields: AWARD_COLUMNS },
  listTeamAwards: { source: 'CTFd/api/v1/teams.py:664', fields: AWARD_COLUMNS },
  listMyTeamAwards: { source: 'CTFd/api/v1/teams.py:581', fields: AWARD_COLUMNS },
  listUserAwards: { source: 'CTFd/api/v1/users.py:499-500; CTFd/schemas/awards.py:11-25 (admin view, no type)', fields: AWARD_COLUMNS.filter((f) => f !== 'type') },
  listMyAwards: { source: 'CTFd/api/v1/users.py:424-425; CTFd/schemas/awards.py:11-25', fields: AWARD_COLUMNS.filter((f) => f !== 'type') },
  rateChallenge: { source: 'CTFd/api/v1/challenges.py:1329-1338', fields: ['id', 'user_id', 'challenge_id', 'value', 'review', 'date'] },
  listChallengeRatings: { source: 'CTFd/api/v1/challenges.py:1215; CTFd/schemas/ratings.py:18-29', fields: ['id', 'user_id', 'user', 'challenge_id', 'challenge', 'value', 'review', 'date'] },
  listChallengeTopics: { source: 'CTFd/api/v1/challenges.py:1150-1156', fields: ['id', 'challenge_id', 'topic_id', 'value'] },
  createTopic: { source: 'CTFd/api/v1/topics.py:110-118; CTFd/schemas/topics.py (ChallengeTopicSchema)', fields: ['id', 'challenge_id', 'topic_id', 'challenge', 'topic'] },
  listTokens: { source: 'CTFd/api/v1/tokens.py:64', fields: ['id', 'type', 'expiration'] },
  listUnlocks: { source: 'CTFd/api/v1/unlocks.py:80-81 (a list dumped without many=True)', fields: [] },
};

describe('response schemas list the fields CTFd returns', () => {
  for (const [id, { source, fields }] of Object.entries(RETURNED)) {
    it(`${id} (${source})`, async () => {
      const schema = dataSchema((await operation(id)).op);
      expect(schema, id).toBeDefined();
      expect(propertyNames(schema)).toEqual([...fields].sort());
    });
  }

  it('GET /unlocks answers an empty object, and its example shows it', async () => {
    const { op } = await operation('listUnlocks');
    expect(dataSchema(op)).toMatchObject({ type: 'object', maxProperties: 0 });
    expect(op.responses['200'].content['application/json'].example.data).toEqual({});
  });

  it('shows in every 2xx example only fields its schema declares', async () => {
    const undeclared: string[] = [];
    for (const { id, op } of await operations()) {
      const schema = dataSchema(op);
      const names = propertyNames(schema);
      const open = schema?.additionalProperties !== undefined || (schema?.allOf ?? []).some((s: Obj) => s.additionalProperties !== undefined);
      if (!names.length || open) continue;
      const ok = Object.entries<Obj>(op.responses).find(([status]) => status.startsWith('2'))?.[1]?.content?.['application/json'];
      const data = ok?.example?.data ?? (Object.values<Obj>(ok?.examples ?? {})[0]?.value as Obj | undefined)?.data;
      for (const item of Array.isArray(data) ? data : [data]) {
        if (item && typeof item === 'object') for (const key of Object.keys(item)) if (!names.includes(key)) undeclared.push(`${id}: ${key}`);
      }
    }
    expect(undeclared).toEqual([]);
  });
});

// What a fresh instance holds besides what the create samples make:
// CTFd/views.py:76-192 (setup) writes these settings and the index page.
const SETUP_CONFIG_KEYS = [
  'ctf_name',
  'ctf_description',
  'user_mode',
  'ctf_theme',
  'start',
  'end',
  'freeze',
  'challenge_visibility',
  'registration_visibility',
  'score_visibility',
  'account_visibility',
  'verify_emails',
  'social_shares',
  'team_size',
  'mail_server',
  'mail_port',
  'mail_tls',
  'mail_ssl',
  'mail_username',
  'mail_password',
  'mail_useauth',
  'setup',
];
const SETUP_ROWS: Record<string, Obj[]> = {
  '/configs': SETUP_CONFIG_KEYS.map((key) => ({ key })),
  '/pages': [{ route: 'index', draft: false }],
};
/** Query parameters that page or shape the answer instead of filtering rows. */
const NOT_FILTERS = new Set(['q', 'field', 'page', 'per_page', 'since_id', 'view']);

function requestExample(op: Obj | undefined): Obj | undefined {
  const media = Object.values<Obj>(op?.requestBody?.content ?? {})[0];
  return media?.example ?? (Object.values<Obj>(media?.examples ?? {})[0]?.value as Obj | undefined);
}

describe('list filters in the samples find something', () => {
  it('has a q example on every list that takes q', async () => {
    const lists = (await operations()).filter(({ op }) => op.parameters?.some((p: Obj) => p.name === 'q'));
    expect(lists.length).toBe(21);
    expect(lists.filter(({ op }) => op.parameters.find((p: Obj) => p.name === 'q').example === undefined).map((o) => o.id)).toEqual([]);
  });

  it('searches a column the field enum allows, with a value of its type, that matches the seeded row it names', async () => {
    const d = await doc;
    const problems: string[] = [];
    for (const { id, path: p, op } of await operations()) {
      const params: Obj[] = op.parameters ?? [];
      const q = params.find((x) => x.name === 'q');
      if (!q) continue;
      const field = params.find((x) => x.name === 'field');
      const name = String(field?.example);
      if (!field?.schema?.enum?.includes(name)) problems.push(`${id}: field=${name} is not in ${JSON.stringify(field?.schema?.enum)}`);
      // The column's type, from the items the list answers (or, for a list that answers nothing, what creating one returns).
      const item = propertyNames(dataSchema(op)).length ? dataSchema(op) : dataSchema(d.paths[p].post ?? {});
      const column = propertySchema(item, name);
      if (!column) {
        problems.push(`${id}: field=${name} is not a field of the items, so CTFd cannot search it`);
        continue;
      }
      const integer = [column.type].flat().includes('integer');
      if (integer && !/^\d+$/.test(String(q.example))) problems.push(`${id}: ${name} is an integer column, compared by equality with q=${q.example}`);
      if (!/The example finds /.test(q.description ?? '')) problems.push(`${id}: q's description does not say which data the example finds`);
      const rows = [...(SETUP_ROWS[p] ?? []), requestExample(d.paths[p].post)].filter((r): r is Obj => Boolean(r));
      const filters = params.filter((x) => x.in === 'query' && x.example !== undefined && !NOT_FILTERS.has(x.name));
      const matches = rows.some((row) => {
        const value = row[name];
        if (value === undefined || value === null) return false;
        const found = integer ? String(value) === String(q.example) : String(value).includes(String(q.example));
        return found && filters.every((f) => row[f.name] === undefined || row[f.name] === f.example);
      });
      if (!matches) problems.push(`${id}: q=${q.example}&field=${name} matches neither the POST ${p} example nor a row CTFd writes at setup`);
    }
    expect(problems).toEqual([]);
  });

  it('creates a setting CTFd does not already have, as a second row would shadow it', async () => {
    const example = requestExample((await operation('createConfig')).op);
    expect(SETUP_CONFIG_KEYS).not.toContain(example?.key);
  });
});

describe('a token per role', () => {
  // CTFd/utils/decorators/__init__.py:145-157 (require_team: 403 for a JSON
  // call without a team, admins included) on every /teams/me route
  // (CTFd/api/v1/teams.py:271-576); CTFd/api/v1/challenges.py:714-715 refuses
  // an attempt from an account without a team in team mode.
  const playerOnly = (o: Operation) => o.path.startsWith('/teams/me') || o.id === 'attemptChallenge';
  let api: ApiDocument;
  const samplesOf = async (op: ApiOperation) => {
    api ??= (await loadApiDocument(specFile, 'specs/ctfd-api.yaml')).api!;
    return codeSamples(op, api);
  };

  it('names a player token scheme with a variable of its own', async () => {
    const schemes = (await doc).components.securitySchemes;
    expect(schemes.PlayerToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization', 'x-ctfdocs-variable': 'CTFD_PLAYER_TOKEN' });
    expect(schemes.AccessToken['x-ctfdocs-variable']).toBe('CTFD_TOKEN');
  });

  it('asks for the player token first on the calls only a player can make, and nowhere else', async () => {
    const all = await operations();
    const wrong = all.filter((o) => {
      const first = (o.op.security ?? (o.op.security === undefined ? [{ AccessToken: [] }] : [])).flatMap((r: Obj) => Object.keys(r))[0];
      return playerOnly(o) !== (first === 'PlayerToken');
    });
    expect(all.filter(playerOnly).length).toBe(8);
    expect(wrong.map((o) => o.id)).toEqual([]);
  });

  it('writes samples that read $CTFD_PLAYER_TOKEN for those calls and $CTFD_TOKEN for the rest', async () => {
    const loaded = (await loadApiDocument(specFile, 'specs/ctfd-api.yaml')).api!;
    for (const op of loaded.tags.flatMap((t) => t.operations)) {
      if (op.security.length === 0) continue;
      const curl = (await samplesOf(op)).find((s) => s.id === 'curl')!.code;
      const player = op.path.startsWith('/teams/me') || op.id === 'attemptChallenge';
      expect(curl, op.id).toContain(player ? '$CTFD_PLAYER_TOKEN' : '$CTFD_TOKEN"');
    }
  });
});
