import { describe, expect, it } from 'vitest';
import { describeDiagramError, diagramText, sourceLine } from './diagram-source.ts';

describe("a diagram's source", () => {
  it('names the diagram by accTitle, else the front matter title, else a title statement, and describes it by accDescr', () => {
    expect(diagramText('flowchart LR\n  accTitle: Deployment\n  accDescr: Three services.\n  a --> b')).toEqual({ title: 'Deployment', description: 'Three services.' });
    expect(diagramText('---\ntitle: "A flag submission"\n---\nsequenceDiagram\n  a->>b: hi')).toEqual({ title: 'A flag submission' });
    expect(diagramText('pie title Pets adopted\n  "Dogs" : 386')).toEqual({ title: 'Pets adopted' });
    expect(diagramText('flowchart LR\n  accDescr {\n    A long\n    description.\n  }\n  a --> b')).toEqual({ description: 'A long description.' });
    expect(diagramText('flowchart LR\n  a --> b')).toEqual({});
  });

  it("maps a line of the text Mermaid parsed back to the source's: front matter, comment lines and leading blank lines come out first", () => {
    const source = '---\ntitle: T\n---\n\n%% a comment\nflowchart LR\n  %% another\n  a --> b\n  b -->';
    expect(sourceLine(source, 1)).toBe(6);
    expect(sourceLine(source, 3)).toBe(9);
    // Past the end (an error at the end of the text): the last line.
    expect(sourceLine(source, 7)).toBe(9);
    expect(sourceLine('flowchart LR\n  a --> b', 2)).toBe(2);
  });

  it("reads both ways Mermaid's parsers word an error, and an unknown diagram type fails on its first line", () => {
    const jison = Object.assign(new Error("Parse error on line 3:\n...a --> b  b -->\n-----------------^\nExpecting 'AMP', 'COLON', got 'EOF'"), { hash: { loc: { first_line: 3 } } });
    expect(describeDiagramError(jison, '%% note\nflowchart TD\n  a --> b\n  b -->')).toEqual({ line: 4, message: "Expecting 'AMP', 'COLON', got 'EOF'" });
    const langium = new Error('Parsing failed: Lexer error on line 2, column 3: unexpected character: ->-<- at offset: 31, skipped 3 characters.');
    expect(describeDiagramError(langium, 'pie\n  -> "a": 1')).toEqual({ line: 2, message: 'Lexer error on line 2, column 3: unexpected character: ->-<- at offset: 31, skipped 3 characters.' });
    const unknown = new Error('No diagram type detected matching given configuration for text: flochart LR');
    expect(describeDiagramError(unknown, '\nflochart LR\n  a --> b')).toEqual({ line: 2, message: 'No diagram type detected matching given configuration for text: flochart LR' });
  });
});
