// customCss may name a module of a package installed beside the site
// (`react-lite-youtube-embed/dist/LiteYouTubeEmbed.css`), as a Docusaurus
// config does with require.resolve, and as clientModules may: it is found as
// Node finds an import from the config file's folder, in the node_modules
// folders there and above (a monorepo hoists its packages to its root). A
// file at that path beside the config wins, as for clientModules.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { isPathSpecifier } from '../plugins/specifier.ts';
import { findModuleFile } from '../util/module-file.ts';

/** The customCss entries that are no file beside the config but a package's, each with its file (absolute). */
export async function packageStylesheets(customCss: readonly string[], configDir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  await Promise.all(
    customCss.map(async (sheet) => {
      if (isPathSpecifier(sheet) || (await stat(path.resolve(configDir, sheet)).catch(() => undefined))) return;
      const file = await findModuleFile(sheet, configDir);
      if (file) found.set(sheet, file);
    }),
  );
  return found;
}
