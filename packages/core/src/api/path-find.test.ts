import { describe, expect, it } from 'vitest';
import { findApiPaths, segmentKind } from './path-find.ts';

const paths = (body: string) => findApiPaths(body, '/api/v1').map((p) => [p.method, p.path]);

describe('findApiPaths', () => {
  it('finds paths in prose, inline code, links and code blocks, with their line and column', () => {
    const lines = ['Call `GET /api/v1/users/me` first.', 'See [the list](https://ctf.example.com/api/v1/challenges).', '```bash', 'curl -X PATCH "$CTFD_URL/api/v1/challenges/15" \\', '```'];
    const column = (i: number) => lines[i].indexOf('/api/v1') + 1;
    const found = findApiPaths(lines.join('\n'), '/api/v1', 10);
    expect(found.map((p) => [p.method, p.path, p.line, p.column])).toEqual([
      ['GET', '/users/me', 10, column(0)],
      [undefined, '/challenges', 11, column(1)],
      ['PATCH', '/challenges/15', 13, column(3)],
    ]);
  });

  it('drops the query, the fragment and sentence punctuation, and keeps a trailing ellipsis', () => {
    expect(paths('Filter with /api/v1/users?affiliation=x#top. Or /api/v1/teams/me/... and /api/v1/users/1, then /api/v1/pages.')).toEqual([
      [undefined, '/users'],
      [undefined, '/teams/me/...'],
      [undefined, '/users/1'],
      [undefined, '/pages'],
    ]);
  });

  it('keeps placeholders whole, including f-string expressions', () => {
    expect(paths('`/api/v1/topics/<topic id>` and f"{URL}/api/v1/users/{user[\'id\']}/solves" and /api/v1/tokens/${TOKEN_ID}')).toEqual([
      [undefined, '/topics/<topic id>'],
      [undefined, "/users/{user['id']}/solves"],
      [undefined, '/tokens/${TOKEN_ID}'],
    ]);
  });

  it('reads the method of a Python requests call', () => {
    expect(paths('r = s.post(f"{CTFD_URL}/api/v1/awards", json=award)')).toEqual([['POST', '/awards']]);
  });

  it('takes no method from a word that is not right before the path', () => {
    expect(paths('GET the token, then open /api/v1/users')).toEqual([[undefined, '/users']]);
  });

  it('skips the bare prefix, a prefix followed by an expression, and longer prefixes', () => {
    expect(paths('Swagger UI at /api/v1/ and f"{URL}/api/v1{path}" and /api/v10/users')).toEqual([]);
  });
});

describe('segmentKind', () => {
  it('tells literals, placeholders and a trailing ellipsis apart', () => {
    expect(['users', '12', '<id>', '{id}', ':id', '$ID', '${ID}', '...', '…'].map(segmentKind)).toEqual([
      'literal',
      'literal',
      'placeholder',
      'placeholder',
      'placeholder',
      'placeholder',
      'placeholder',
      'rest',
      'rest',
    ]);
  });
});
