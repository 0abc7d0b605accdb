// Option values arrive as strings: each is checked as commander parses it,
// so a bad one is a usage error (exit code 2) that names the option, rather
// than a value that quietly means something else (`--port ''` was port 0, a
// random port; `--out-dir ''` the current folder).
import { InvalidArgumentError } from 'commander';

export function portNumber(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 65535) throw new InvalidArgumentError('It must be a whole number from 0 to 65535.');
  return Number(value);
}

export function nonEmpty(value: string): string {
  if (!value.trim()) throw new InvalidArgumentError('It must not be empty.');
  return value;
}
