// `plugins`: Docusaurus's list of site plugins. An entry is a module
// specifier, or a specifier with the options the plugin's function is
// given: a path relative to the config file (`./plugins/my-plugin.mjs`)
// or an npm package installed beside the site. The config's author is
// trusted, and so is the code it names (renderer/plugins/ runs it).
import { z } from 'zod';

const specifier = z.string().min(1, 'must name a module: a path relative to the config file (./plugins/my-plugin.mjs) or an installed package');

export const pluginEntrySchema = z.union([specifier, z.tuple([specifier, z.unknown()])], {
  error: 'must be a module specifier, or [specifier, options]',
});

export const pluginsSchema = z.array(pluginEntrySchema).default([]);

export type PluginEntry = z.output<typeof pluginEntrySchema>;
