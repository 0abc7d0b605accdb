// Generated inputs for the property tests of the markdown pipeline, the front
// matter reader and the config loader: random text (any code point, lone
// surrogates included), random bytes read as text, fragments of the syntax
// each reader knows, and very deep nesting.
import fc from 'fast-check';
import type { Diagnostic } from '@ctfdocs/core';

/** Any string of code units, as a file read with a lenient decoder could hold. */
export const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.uint8Array({ maxLength: 400 }).map((bytes) => new TextDecoder('utf-8').decode(bytes)),
  fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
);

/** Text assembled from pieces of a syntax, with random text between them. */
export function syntaxSoup(pieces: string[], maxPieces = 120): fc.Arbitrary<string> {
  return fc
    .array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pieces) }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) }), { maxLength: maxPieces })
    .map((parts) => parts.join(''));
}

/** One opener repeated up to 10,000 times, optionally closed again, around a word. */
export function deepNesting(pairs: Array<[open: string, close: string]>, max = 10_000): fc.Arbitrary<string> {
  return fc
    .record({ pair: fc.constantFrom(...pairs), depth: fc.integer({ min: 1, max }), closed: fc.boolean() })
    .map(({ pair: [open, close], depth, closed }) => open.repeat(depth) + 'x' + (closed ? close.repeat(depth) : ''));
}

/** A long line: one short piece repeated to up to ~200,000 characters. */
export const longLine = fc.record({ piece: fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }), times: fc.integer({ min: 1_000, max: 25_000 }) }).map(({ piece, times }) => piece.repeat(times));

/** Diagnostics a reader returns must say where and how to fix. */
export function assertClear(diagnostics: Diagnostic[], file: string): void {
  for (const d of diagnostics) {
    if (d.file !== file) throw new Error(`diagnostic names ${String(d.file)}, not ${file}: ${d.message}`);
    if (!d.message.trim() || !d.hint?.trim()) throw new Error(`diagnostic without message or hint: ${JSON.stringify(d)}`);
    if (/\n\s+at /.test(d.message)) throw new Error(`diagnostic carries a stack trace: ${d.message}`);
    if (d.line !== undefined && !(Number.isInteger(d.line) && d.line >= 1)) throw new Error(`bad line ${d.line} in ${d.message}`);
  }
}
