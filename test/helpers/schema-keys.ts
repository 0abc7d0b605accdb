// Every key path a zod schema accepts, found by walking the schema object
// itself (not the file it is written in), so the list follows the schemas
// wherever they live. `[]` stands for any element of a list, `<name>` for any
// key of a record: `docs[].versions.<name>.banner`.

/** A zod (v4) schema, as far as the walk reads it: its definition, `_zod.def`. */
type Schema = object;

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  element?: Schema;
  valueType?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  getter?: () => Schema;
}

const defOf = (schema: Schema): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The key paths of `schema`, parents before their children, each once. */
export function schemaKeyPaths(schema: Schema): string[] {
  const found = new Set<string>();
  // A recursive schema (a navbar item's `items`) is walked once: its keys repeat under itself.
  const entered = new Set<Schema>();
  const walk = (s: Schema, at: string) => {
    const def = defOf(s);
    switch (def.type) {
      case 'object':
        for (const [key, value] of Object.entries(def.shape ?? {})) {
          const p = at ? `${at}.${key}` : key;
          found.add(p);
          walk(value, p);
        }
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return walk(def.innerType!, at);
      case 'pipe':
        // A transform's output is no schema of keys; its input is what the file may say.
        walk(def.in!, at);
        if (defOf(def.out!).type !== 'transform') walk(def.out!, at);
        return;
      case 'lazy':
        if (entered.has(s)) return;
        entered.add(s);
        return walk(def.getter!(), at);
      case 'array':
        return walk(def.element!, `${at}[]`);
      case 'record':
        return walk(def.valueType!, `${at}.<name>`);
      case 'union':
        for (const option of def.options ?? []) walk(option, at);
        return;
      case 'intersection':
        walk(def.left!, at);
        walk(def.right!, at);
        return;
      default:
        return;
    }
  };
  walk(schema, '');
  return [...found];
}
