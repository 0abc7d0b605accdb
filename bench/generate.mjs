// Generate a documentation corpus for the benchmark: N pages of about 600
// words with headings, code blocks, tables, admonitions and cross-links,
// spread over nested categories. Deterministic: the same N gives the same files.
// With `{ mdx: true }` the pages are .mdx files as Docusaurus writers make
// them: the code block sits in <Tabs>/<TabItem> and the tip is an
// <Admonition>, both imported from @theme/.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const WORDS = (
  'challenge flag team player score admin server event token category hint solve points config theme plugin page user ' +
  'docker deploy network container service request response value decay freeze bracket scoreboard submission award ' +
  'the a an of to in for with on at by from and or but not each every when then this that these those can will must'
).split(' ');

function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function sentence(r, n) {
  const words = Array.from({ length: n }, () => WORDS[Math.floor(r() * WORDS.length)]);
  words[0] = words[0][0].toUpperCase() + words[0].slice(1);
  return words.join(' ') + '.';
}

function paragraph(r, words) {
  const out = [];
  let left = words;
  while (left > 0) {
    const n = Math.min(left, 8 + Math.floor(r() * 10));
    out.push(sentence(r, n));
    left -= n;
  }
  return out.join(' ');
}

const CODE = [
  ['bash', 'export CTFD_URL=https://ctf.example.com\ncurl -H "Authorization: Token $CTFD_TOKEN" "$CTFD_URL/api/v1/challenges"\n'],
  ['python', 'import os\nimport requests\n\nresp = requests.get(f"{os.environ[\'CTFD_URL\']}/api/v1/scoreboard")\nfor row in resp.json()["data"]:\n    print(row["pos"], row["name"], row["score"])\n'],
  ['yaml', 'name: Warmup\ncategory: misc\nvalue: 100\nflags:\n  - flag{hello}\ntags:\n  - beginner\n'],
  ['json', '{\n  "success": true,\n  "data": { "id": 1, "name": "Warmup", "value": 100 }\n}\n'],
];

export async function generateCorpus(dir, pages, { mdx = false } = {}) {
  await rm(dir, { recursive: true, force: true });
  const perCategory = Math.max(1, Math.ceil(pages / Math.max(1, Math.round(Math.sqrt(pages) / 2))));
  const ids = Array.from({ length: pages }, (_, i) => {
    const cat = Math.floor(i / perCategory);
    const sub = Math.floor((i % perCategory) / 20);
    return `section-${cat}/group-${sub}/page-${i}`;
  });
  const cats = new Set();
  for (let i = 0; i < pages; i++) {
    const r = rng(i + 1);
    const id = ids[i];
    const folders = path.posix.dirname(id).split('/');
    for (let d = 1; d <= folders.length; d++) cats.add(folders.slice(0, d).join('/'));
    const links = [1, 7, 31].map((k) => ids[(i + k) % pages]);
    const [lang, code] = CODE[i % CODE.length];
    const parts = [
      '---',
      `title: Page ${i} ${WORDS[i % WORDS.length]} guide`,
      `description: ${sentence(r, 12)}`,
      `sidebar_position: ${i % perCategory}`,
      '---',
      '',
      ...(mdx ? ["import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", "import Admonition from '@theme/Admonition';", ''] : []),
      paragraph(r, 60),
      '',
      `See [page ${(i + 1) % pages}](/docs/${links[0]}), [page ${(i + 7) % pages}](/docs/${links[1]}) and [page ${(i + 31) % pages}](/docs/${links[2]}).`,
    ];
    for (let h = 0; h < 4; h++) {
      parts.push('', `## Section ${h} ${WORDS[(i + h) % WORDS.length]}`, '', paragraph(r, 55), '', paragraph(r, 45));
      const fence = [`\`\`\`${lang} title="example.${lang}"`, code.trimEnd(), '```'];
      if (h === 1 && !mdx) parts.push('', `### Details ${h}`, '', paragraph(r, 30), '', ...fence);
      if (h === 1 && mdx) {
        parts.push('', `### Details ${h}`, '', paragraph(r, 30), '', '<Tabs groupId="lang">', `<TabItem value="${lang}" label="${lang}">`, '', ...fence, '', '</TabItem>');
        parts.push('<TabItem value="text" label="Text">', '', paragraph(r, 15), '', '</TabItem>', '</Tabs>');
      }
      if (h === 2 && i % 2 === 0) parts.push('', '| Setting | Default | Meaning |', '| --- | --- | --- |', ...[0, 1, 2, 3].map((k) => `| \`opt_${k}\` | ${k * 10} | ${sentence(r, 6)} |`));
      if (h === 3) parts.push('', ...(mdx ? ['<Admonition type="tip">', '', paragraph(r, 20), '', '</Admonition>'] : [':::tip', paragraph(r, 20), ':::']));
    }
    const file = path.join(dir, 'content/docs', `${id}.${mdx ? 'mdx' : 'md'}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, parts.join('\n') + '\n');
  }
  for (const c of cats) {
    const depth = c.split('/').length;
    await writeFile(path.join(dir, 'content/docs', c, '_category_.yml'), `label: ${path.posix.basename(c)}\ncollapsed: ${depth > 1}\n`);
  }
  await mkdir(path.join(dir, 'site/pages'), { recursive: true });
  await writeFile(path.join(dir, 'site/pages/index.md'), `---\ntitle: Bench Docs\n---\n\nStart with [the first page](/docs/${ids[0]}).\n`);
  await writeFile(
    path.join(dir, 'site/ctfdocs.config.yaml'),
    [
      'title: Bench Docs',
      'tagline: A generated corpus',
      'url: https://bench.example.com',
      'docs:',
      '  - id: docs',
      '    path: ../content/docs',
      '    routeBasePath: /docs',
      // MDX compiles only where the config allows it.
      ...(mdx ? ['markdown:', '  mdx:', "    allow: ['../content/docs/**']"] : []),
      'themeConfig:',
      '  navbar:',
      '    title: Bench',
      '    items:',
      `      - type: doc`,
      `        docId: ${ids[0]}`,
      '        label: Docs',
      '  search:',
      '    searchPagePath: search',
      '',
    ].join('\n'),
  );
  return ids;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const mdx = process.argv.includes('--mdx');
  const n = Number(positional[0] ?? 170);
  const dir = positional[1] ?? `bench/tmp/corpus-${n}${mdx ? '-mdx' : ''}`;
  await generateCorpus(dir, n, { mdx });
  console.log(`Generated ${n} ${mdx ? 'MDX ' : ''}pages in ${dir}`);
}
