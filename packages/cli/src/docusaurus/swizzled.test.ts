import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swizzledComponents } from './swizzled.ts';

let siteDir: string;
const files: Record<string, string> = {
  // Carried: a name ctfdocs has, importing what ctfdocs binds (and a helper beside it, and a package).
  'src/theme/Footer/index.js':
    "import React from 'react';\nimport clsx from 'clsx';\nimport Link from '@docusaurus/Link';\nimport Footer from '@theme-original/Footer';\nimport { Logo } from './Logo';\nexport default (p) => <><Footer {...p} /><Logo /><Link to=\"/\">Home</Link></>;\n",
  'src/theme/Footer/Logo.js': "import useBaseUrl from '@docusaurus/useBaseUrl';\nexport const Logo = () => <img src={useBaseUrl('/img/logo.svg')} />;\n",
  // A name ctfdocs has, with imports it has no equivalent of.
  'src/theme/Navbar/index.tsx':
    "import React from 'react';\n// import Old from '@docusaurus/Old';\nimport { useThemeConfig } from '@docusaurus/theme-common';\nimport NavbarLayout from '@theme/Navbar/Layout';\nimport { useLocation } from '@docusaurus/router';\nexport default function Navbar() {\n  return <NavbarLayout>{useThemeConfig().navbar.title}{useLocation().pathname}</NavbarLayout>;\n}\n",
  'src/theme/Navbar/styles.module.css': '.bar { color: red; }\n',
  // A name ctfdocs's theme does not have.
  'src/theme/BlogPostItem/index.js': 'export default () => null;\n',
  'src/theme/Root.js': 'export default ({ children }) => children;\n',
};
beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-swizzled-'));
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(siteDir, rel)), { recursive: true });
    await writeFile(path.join(siteDir, rel), text);
  }
});
afterAll(() => rm(siteDir, { recursive: true, force: true }));

describe('swizzled components of src/theme/', () => {
  it("carries those of a name ctfdocs's theme has whose imports it can bind, and names each import it cannot and each file of another name", async () => {
    const reported = (await swizzledComponents(siteDir)).map((n) => `${n.file}  ${n.key}: ${n.reason}`);
    expect(reported).toEqual([
      expect.stringMatching(/^src\/theme\/BlogPostItem\/index\.js {2}\(file\): a swizzled component of a name ctfdocs's theme does not have \(it has Layout, /),
      expect.stringMatching(/^src\/theme\/Navbar\/index\.tsx {2}line 3: import "@docusaurus\/theme-common": a Docusaurus module ctfdocs has no equivalent of \(it has @docusaurus\/Link, /),
      expect.stringMatching(/^src\/theme\/Navbar\/index\.tsx {2}line 4: import "@theme\/Navbar\/Layout": a component ctfdocs's theme does not have/),
      expect.stringMatching(/^src\/theme\/Navbar\/index\.tsx {2}line 5: import "@docusaurus\/router": a Docusaurus module ctfdocs has no equivalent of/),
      expect.stringMatching(/^src\/theme\/Navbar\/styles\.module\.css {2}\(file\): a stylesheet a swizzled component imports/),
      expect.stringMatching(/^src\/theme\/Root\.js {2}\(file\): a swizzled component of a name ctfdocs's theme does not have/),
    ]);
    // Each import ctfdocs cannot bind stops the build at that component, as the reason says.
    expect(reported[1]).toContain('the build stops at this import');
  });

  it('finds nothing to report in a site without src/theme/', async () => {
    expect(await swizzledComponents(path.join(siteDir, 'src/theme/Footer'))).toEqual([]);
  });
});
