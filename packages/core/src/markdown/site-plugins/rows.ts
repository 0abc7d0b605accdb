// A set's plugins as rows of the plugin table (plugins.ts), each imported by
// its URL: both compilers then run them where their positions say, in
// markdown and MDX pages alike.
import type { PipelinePlugin } from '../plugins.ts';
import { importPlugin } from './import.ts';
import { namedPlugin, SitePluginError } from './named.ts';
import type { PluginSet } from './sets.ts';

export async function sitePluginRows(set: PluginSet): Promise<PipelinePlugin[]> {
  return Promise.all(
    set.plugins.map(async (plugin): Promise<PipelinePlugin> => {
      const attacher = namedPlugin(
        await importPlugin(plugin).catch((err: unknown) => {
          throw new SitePluginError(plugin, err);
        }),
        plugin,
      );
      return {
        name: `${plugin.specifier} (${plugin.configPath})`,
        stage: plugin.stage,
        position: plugin.position,
        runsIn: ['md', 'mdx'],
        site: true,
        use: () => (plugin.options ? [attacher, plugin.options.value] : attacher),
      };
    }),
  );
}
