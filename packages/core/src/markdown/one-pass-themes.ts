// One grammar pass per line for both colour themes. Shiki colours a block
// for a light and a dark theme by tokenizing it once per theme
// (codeToTokensWithThemes), though nearly all of a pass (the grammar's
// regular expressions) does not depend on the theme: only the token
// attributes vscode-textmate folds over each token's scopes do. A grammar
// given to `tokenizeOnce` keeps, for a line and the state before it, the
// tokens with their scopes (tokenizeLine) from the first theme's call, and
// answers each theme's tokenizeLine2 by folding those scopes against that
// theme exactly as vscode-textmate does (AttributedScopeStack and
// LineTokens.produceFromScopes), merging neighbours whose attributes are
// equal. The highlighted HTML is byte-for-byte what two passes give
// (one-pass-themes.test.ts compares every language the CTFd site and the
// bench corpus use); about half of highlighting's time is saved.
//
// It reaches into vscode-textmate's objects (the registry's current theme,
// the grammar's scope attributes and bracket selectors) where shiki does not
// expose them; a grammar with token type overrides, which shiki never sets,
// keeps its own two passes.
import { EncodedTokenMetadata } from 'shiki/textmate';
import type { Highlighter } from 'shiki';

type Grammar = ReturnType<Highlighter['getLanguage']>;
type StateStack = Parameters<Grammar['tokenizeLine2']>[1];
type LineResult = ReturnType<Grammar['tokenizeLine']>;

/** What vscode-textmate's objects hold that this reads; none is in its typings. */
interface ThemeLike {
  getDefaults(): { fontStyle: number; foregroundId: number; backgroundId: number };
  match(path: ScopePath): { fontStyle: number; foregroundId: number; backgroundId: number } | null;
}
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}
interface GrammarInternals {
  themeProvider: { _theme: ThemeLike };
  getMetadataForScope(scope: string): { languageId: number; tokenType: number };
  _basicScopeAttributesProvider: { getDefaultAttributes(): { languageId: number; tokenType: number } };
  _tokenTypeMatchers: unknown[];
  balancedBracketSelectors: { matchesAlways: boolean; matchesNever: boolean; match(scopes: string[]): boolean } | null;
}

/** vscode-textmate's "not set" values in token attributes. */
const FONT_STYLE_NOT_SET = -1;
const TOKEN_TYPE_NOT_SET = 8;

/** The first call's result for a line, by the state before it and its text; let go after each block. */
const lines = new Map<StateStack | null, Map<string, LineResult>>();
const attributes = new WeakMap<ThemeLike, Map<string, number>>();
const patched = new WeakSet<Grammar>();

/** Make `grammar` tokenize each line once for all themes, within `forBlock`. */
export function tokenizeOnce(grammar: Grammar): void {
  const g = grammar as unknown as Grammar & GrammarInternals;
  if (patched.has(grammar) || g._tokenTypeMatchers.length > 0) return;
  patched.add(grammar);
  grammar.tokenizeLine2 = (lineText, prevState, timeLimit) => {
    let byText = lines.get(prevState ?? null);
    if (!byText) lines.set(prevState ?? null, (byText = new Map()));
    let line = byText.get(lineText);
    if (!line) byText.set(lineText, (line = grammar.tokenizeLine(lineText, prevState, timeLimit)));
    return { tokens: binaryTokens(g, line.tokens), ruleStack: line.ruleStack, stoppedEarly: line.stoppedEarly };
  };
}

/** Runs one block's highlighting; the lines kept for it are let go after. */
export function forBlock<T>(highlight: () => T): T {
  try {
    return highlight();
  } finally {
    lines.clear();
  }
}

/** What tokenizeLine2 gives for these tokens under the grammar's current theme. */
function binaryTokens(g: GrammarInternals, tokens: LineResult['tokens']): Uint32Array {
  const theme = g.themeProvider._theme;
  let memo = attributes.get(theme);
  if (!memo) attributes.set(theme, (memo = new Map()));
  const out: number[] = [];
  let last: number | undefined;
  for (const token of tokens) {
    const key = token.scopes.join(' ');
    let metadata = memo.get(key);
    if (metadata === undefined) memo.set(key, (metadata = tokenAttributes(g, theme, token.scopes)));
    if (metadata === last) continue;
    out.push(token.startIndex, metadata);
    last = metadata;
  }
  return Uint32Array.from(out);
}

/** The attributes of a token with these scopes, root first: AttributedScopeStack's fold, then LineTokens' bracket bit. */
function tokenAttributes(g: GrammarInternals, theme: ThemeLike, scopes: string[]): number {
  const defaults = g._basicScopeAttributesProvider.getDefaultAttributes();
  const style = theme.getDefaults();
  let metadata = EncodedTokenMetadata.set(0, defaults.languageId, defaults.tokenType, null, style.fontStyle, style.foregroundId, style.backgroundId);
  let path: ScopePath | null = null;
  for (const scope of scopes) {
    path = { parent: path, scopeName: scope };
    const basic = g.getMetadataForScope(scope);
    const matched = theme.match(path);
    metadata = EncodedTokenMetadata.set(
      metadata,
      basic.languageId,
      basic.tokenType,
      null,
      matched ? matched.fontStyle : FONT_STYLE_NOT_SET,
      matched ? matched.foregroundId : 0,
      matched ? matched.backgroundId : 0,
    );
  }
  const brackets = g.balancedBracketSelectors;
  let balanced = Boolean(brackets?.matchesAlways);
  if (brackets && !brackets.matchesAlways && !brackets.matchesNever) balanced = brackets.match(scopes);
  return balanced ? EncodedTokenMetadata.set(metadata, 0, TOKEN_TYPE_NOT_SET, true, FONT_STYLE_NOT_SET, 0, 0) : metadata;
}
