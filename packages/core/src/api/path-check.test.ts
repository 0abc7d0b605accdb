import { describe, expect, it } from 'vitest';
import { normalise } from './load.ts';
import { checkApiPaths, pathMatches, serverPrefix } from './path-check.ts';
import type { ApiPathCheckConfig } from '../schemas/api-reference.ts';

const ok = { responses: { '200': { description: 'OK' } } };
const api = normalise({
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  servers: [{ url: '{host}/api/v1', variables: { host: { default: 'https://ctf.example.com' } } }],
  paths: {
    '/challenges': { get: ok, post: ok },
    '/challenges/attempt': { post: ok },
    '/challenges/{challenge_id}': { get: ok, patch: ok },
    '/users/{user_id}/solves': { get: ok },
    '/notifications': { get: ok },
  },
});
const ctx = { spec: 'specs/api.yaml', configPath: 'apiReferences[0].checkPaths', prefix: '/api/v1' };
const config = (over: Partial<ApiPathCheckConfig> = {}): ApiPathCheckConfig => ({ ignore: [], onUnknownPath: 'warn', ...over });
const run = (body: string, over?: Partial<ApiPathCheckConfig>) => checkApiPaths(api, config(over), [{ file: 'content/docs/page.md', body, bodyLine: 5 }], ctx);

describe('checkApiPaths', () => {
  it('accepts operations written with values, placeholders, a trailing ellipsis or a matching method', () => {
    const body = [
      '`GET /api/v1/challenges/12`, `PATCH /api/v1/challenges/<id>`, `POST /api/v1/challenges/attempt`,',
      '/api/v1/users/{id}/solves, /api/v1/users/..., `HEAD /api/v1/notifications?since_id=5`',
    ].join('\n');
    expect(run(body)).toEqual([]);
  });

  it('reports a path that is no operation, with file, line, column and the nearest operation', () => {
    expect(run('intro\nThen `POST /api/v1/challenge/attempt` again.')).toEqual([
      {
        severity: 'warning',
        code: 'api/unknown-path',
        file: 'content/docs/page.md',
        line: 6,
        column: 12,
        message: 'POST /api/v1/challenge/attempt is not an operation of specs/api.yaml',
        hint: 'Nearest operation: POST /api/v1/challenges/attempt. Correct the path, or add it to apiReferences[0].checkPaths.ignore if it is not part of this API.',
      },
    ]);
  });

  it('reports a method the path does not have, listing the ones it has', () => {
    const [d] = run('`DELETE /api/v1/challenges/3`');
    expect(d.message).toBe('DELETE /api/v1/challenges/3: specs/api.yaml has no DELETE operation for this path');
    expect(d.hint).toBe('This path has GET, PATCH. Correct the method or the path.');
  });

  it('does not let a placeholder stand for a fixed word of a path', () => {
    expect(run('/api/v1/users/<id>/<what>').map((d) => d.message)).toEqual(['/api/v1/users/<id>/<what> is not an operation of specs/api.yaml']);
  });

  it('skips ignored paths and the paths below them', () => {
    expect(run('/api/v1/swagger.json and /api/v1/images/4', { ignore: ['/swagger.json', '/images'] })).toEqual([]);
  });

  it('makes unknown paths errors with throw and checks nothing with ignore', () => {
    expect(run('/api/v1/nope', { onUnknownPath: 'throw' })[0].severity).toBe('error');
    expect(run('/api/v1/nope', { onUnknownPath: 'ignore' })).toEqual([]);
  });

  it('checks a source it has seen again against another document or other settings (serve keeps sources between saves)', () => {
    const source = { file: 'content/docs/page.md', body: 'Then `POST /api/v1/challenge/attempt` and `GET /api/v1/teams`.', bodyLine: 1 };
    expect(checkApiPaths(api, config(), [source], ctx).map((d) => d.severity)).toEqual(['warning', 'warning']);
    expect(checkApiPaths(api, config({ onUnknownPath: 'throw' }), [source], ctx).map((d) => d.severity)).toEqual(['error', 'error']);
    expect(checkApiPaths(api, config({ ignore: ['/teams'] }), [source], ctx)).toHaveLength(1);
    const withTeams = normalise({ openapi: '3.1.0', info: { title: 'T', version: '1' }, servers: [{ url: '/api/v1' }], paths: { '/teams': { get: ok }, '/challenges/attempt': { post: ok } } });
    expect(checkApiPaths(withTeams, config(), [source], ctx).map((d) => d.message)).toEqual(['POST /api/v1/challenge/attempt is not an operation of specs/api.yaml']);
  });
});

describe('pathMatches', () => {
  it('matches a literal only to itself and a parameter to anything', () => {
    expect(pathMatches(['challenges', 'attempt'], ['challenges', '{challenge_id}'])).toBe(true);
    expect(pathMatches(['challenges', 'attempt'], ['challenges', 'types'])).toBe(false);
    expect(pathMatches(['challenges'], ['challenges', '{challenge_id}'])).toBe(false);
    expect(pathMatches(['challenges', '…'], ['challenges', '{challenge_id}', 'solves'])).toBe(true);
    expect(pathMatches(['challenges', '…'], ['challenges'])).toBe(false);
  });
});

describe('serverPrefix', () => {
  it('takes the path of the first server URL, or nothing for a root URL', () => {
    expect(serverPrefix(api)).toBe('/api/v1');
    expect(serverPrefix({ ...api, servers: ['https://agent.example.com'] })).toBeUndefined();
    expect(serverPrefix({ ...api, servers: [] })).toBeUndefined();
  });
});
