// A value for a schema that has no example of its own: what a sample sends
// when the document gives nothing better.
import type { SchemaNode } from '../../types.ts';

export function exampleOf(schema: SchemaNode | undefined, depth = 0): unknown {
  if (!schema || depth > 8 || schema.circular) return schema?.circular ? {} : null;
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (!schema.properties && variant) return exampleOf(variant, depth + 1);
  const type = schema.type?.split(' | ')[0];
  if (schema.properties || type === 'object') {
    return Object.fromEntries((schema.properties ?? []).filter((p) => !p.schema.readOnly && (schema.required?.includes(p.name) ?? true)).map((p) => [p.name, exampleOf(p.schema, depth + 1)]));
  }
  if (type === 'array') return schema.items ? [exampleOf(schema.items, depth + 1)] : [];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'string') return schema.format === 'date-time' ? '2025-01-01T00:00:00Z' : schema.format === 'date' ? '2025-01-01' : 'string';
  return null;
}
