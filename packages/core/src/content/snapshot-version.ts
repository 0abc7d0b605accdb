// `ctfdocs version <instance> <name>`: freeze an instance's current docs and
// sidebars as a released version and list it first in versions.json.
import { cp, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../types.ts';
import { loadConfig } from '../config/load.ts';
import { readSidebarsFile, SIDEBAR_MODULE_EXTENSIONS } from '../sidebar/read-file.ts';
import { readVersionNames, versioningPaths, versionNameProblem } from './versions.ts';

export interface SnapshotResult {
  diagnostics: Diagnostic[];
  /** Site-root-relative paths written, when it succeeded. */
  written: string[];
}

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

export async function snapshotVersion(opts: { rootDir: string; configPath: string; instanceId: string; name: string }): Promise<SnapshotResult> {
  const loaded = await loadConfig(opts.rootDir, opts.configPath);
  if (!loaded.config) return { diagnostics: loaded.diagnostics, written: [] };
  const fail = (code: string, message: string, hint: string, file = loaded.file): SnapshotResult => ({
    diagnostics: [{ severity: 'error', code, message, file, hint }],
    written: [],
  });
  const index = loaded.config.docs.findIndex((d) => d.id === opts.instanceId);
  if (index < 0) {
    const ids = loaded.config.docs.map((d) => d.id);
    return fail('version/unknown-instance', `no docs instance "${opts.instanceId}" in ${loaded.file}`, ids.length ? `Use one of: ${ids.join(', ')}.` : 'Add a docs instance under "docs:" first.');
  }
  const problem = versionNameProblem(opts.name);
  if (problem) return fail('version/invalid-name', problem, 'Choose a name of letters, digits, ".", "-" and "_", such as 1.0 or 2024-05.');
  const inst = loaded.config.docs[index];
  const paths = versioningPaths(inst.id, index === 0, path.posix.dirname(loaded.file));
  const read = await readVersionNames(opts.rootDir, paths.versionsFile);
  if (read.diagnostics.length) return { diagnostics: read.diagnostics, written: [] };
  if (read.names.includes(opts.name)) {
    return fail('version/exists', `version "${opts.name}" of instance "${inst.id}" already exists`, 'Pick a new name, or remove it from versions.json and its folders first.', paths.versionsFile);
  }
  const docsDir = paths.docsDir(opts.name);
  if (await exists(path.resolve(opts.rootDir, docsDir))) {
    return fail('version/exists', `${docsDir} already exists although versions.json does not list "${opts.name}"`, 'Remove or rename that folder, then run the command again.', docsDir);
  }
  if (!(await exists(path.resolve(opts.rootDir, inst.path)))) {
    return fail('version/no-docs', `the docs folder ${inst.path} of instance "${inst.id}" does not exist`, 'Check docs[].path in the config.');
  }
  // Evaluated before anything is written: a sidebars module that fails leaves no half-made version.
  const evaluated = inst.sidebarPath && SIDEBAR_MODULE_EXTENSIONS.includes(path.extname(inst.sidebarPath)) ? await readSidebarsFile(opts.rootDir, inst.sidebarPath) : undefined;
  if (evaluated?.diagnostics.length) return { diagnostics: evaluated.diagnostics, written: [] };
  const written: string[] = [];
  await cp(path.resolve(opts.rootDir, inst.path), path.resolve(opts.rootDir, docsDir), { recursive: true });
  written.push(docsDir);
  if (inst.sidebarPath) {
    // A data file is copied as it is; a module is saved as the JSON it evaluates to, as Docusaurus does, since its imports would not resolve from the copy.
    const yamlName = paths.sidebarsFile(opts.name);
    const sidebars = evaluated || path.extname(inst.sidebarPath) === '.json' ? yamlName.replace(/\.yaml$/, '.json') : yamlName;
    await mkdir(path.dirname(path.resolve(opts.rootDir, sidebars)), { recursive: true });
    if (evaluated) await writeFile(path.resolve(opts.rootDir, sidebars), JSON.stringify(evaluated.value, null, 2) + '\n');
    else await cp(path.resolve(opts.rootDir, inst.sidebarPath), path.resolve(opts.rootDir, sidebars));
    written.push(sidebars);
  }
  await writeFile(path.resolve(opts.rootDir, paths.versionsFile), JSON.stringify([opts.name, ...read.names], null, 2) + '\n');
  written.push(paths.versionsFile);
  return { diagnostics: [], written };
}
