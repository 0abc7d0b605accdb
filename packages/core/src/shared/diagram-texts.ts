// The drawn diagrams' texts, by translation id with their English defaults:
// part of THEME_TEXTS (theme-texts.ts) that the diagram chunk carries (the
// theme's client/diagrams/draw.ts).

export const DIAGRAM_TEXTS = {
  'ctfdocs.Diagram.label': 'Diagram',
  'ctfdocs.Diagram.source': 'Diagram source',
  'ctfdocs.Diagram.error': 'This diagram could not be drawn.',
  'ctfdocs.Diagram.errorAt': 'Line {line} of its source: {message}',
} as const satisfies Record<string, string>;
