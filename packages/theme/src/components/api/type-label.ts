import type { SchemaNode } from '@ctfdocs/core';

/** A schema's type in words: `array of integer`, `string <date-time> or null`, `map of string`. */
export function typeLabel(s: SchemaNode): string {
  if (s.circular) return `${s.type ?? 'object'} (recursive)`;
  if (s.type === 'array' && s.items) return `array of ${typeLabel(s.items)}`;
  if (s.additionalProperties && !s.properties?.length) return `map of ${typeLabel(s.additionalProperties)}`;
  const t = s.type ?? (s.const !== undefined ? (s.const === null ? 'null' : typeof s.const) : s.oneOf ? 'one of' : s.anyOf ? 'any of' : 'any');
  return [t, s.format ? `<${s.format}>` : '', s.nullable ? 'or null' : ''].filter(Boolean).join(' ');
}
