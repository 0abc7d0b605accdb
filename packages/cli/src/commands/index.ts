// Every command, in the order `ctfdocs --help` lists them. A new command is a
// module of this folder and a line here.
import type { CommandDefinition } from '../context.ts';
import { buildCommand } from './build.ts';
import { checkCommand } from './check.ts';
import { serveCommand } from './serve.ts';
import { versionCommand } from './version.ts';
import { initCommand } from './init.ts';
import { newCommand } from './new.ts';

export const commands: CommandDefinition[] = [buildCommand, checkCommand, serveCommand, versionCommand, initCommand, newCommand];
