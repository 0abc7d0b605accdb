// Our corpus of cross-site scripting attempts a hostile page could hold
// (written for ctfdocs: event handlers, SVG, MathML, script URLs in every URL
// attribute, entity and whitespace tricks, mutation XSS, broken markup, and
// the markdown and directive syntax that becomes attributes), and a check
// that rendered HTML holds nothing that can run script. Every vector calls
// alert, confirm or prompt when it gets through, which the browser test
// watches for.

const handlerTags = [
  'img src=x',
  'svg',
  'body',
  'div',
  'a href="#"',
  'input autofocus',
  'details open',
  'video src=x',
  'audio src=x',
  'iframe',
  'marquee',
  'select autofocus',
  'textarea autofocus',
  'button',
  'p',
];
const handlers = ['onerror', 'onload', 'onclick', 'onmouseover', 'onfocus', 'ontoggle', 'onanimationstart', 'onpointerenter'];

const urlAttributes: Array<[tag: string, attr: string, rest?: string]> = [
  ['a', 'href', '>x</a'],
  ['img', 'src'],
  ['img', 'srcset'],
  ['img', 'longdesc'],
  ['iframe', 'src', '></iframe'],
  ['form', 'action', '><button>x</button></form'],
  ['button', 'formaction', '>x</button'],
  ['input type="image"', 'src'],
  ['input type="submit"', 'formaction'],
  ['video', 'poster', '></video'],
  ['video', 'src', '></video'],
  ['source', 'src'],
  ['table', 'background', '><tr><td>x</td></tr></table'],
  ['td', 'background', '>x</td'],
  ['blockquote', 'cite', '>x</blockquote'],
  ['q', 'cite', '>x</q'],
  ['object', 'data', '></object'],
  ['embed', 'src'],
  ['base', 'href'],
  ['link rel="stylesheet"', 'href'],
  ['area', 'href'],
  ['a', 'ping', ' href="#">x</a'],
  ['svg><a', 'xlink:href', '><text y="20">x</text></a></svg'],
  ['math', 'href', '><mi>x</mi></math'],
];
const scriptUrls = ['javascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>'];

const entityTricks = [
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="java&#x0A;script:alert(1)">x</a>',
  '<a href="java&#x0D;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106avascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="javascript&#58alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href=javascript:alert(1)>x</a>',
  "<a href='javascript:alert(1)'>x</a>",
  '<a href="javascript://%0aalert(1)">x</a>',
  '<img src=x onerror=&#97;lert(1)>',
  '<img src=x onerror="&#x61;&#x6C;&#x65;&#x72;&#x74;(1)">',
  '<img src="x" onerror\u000b=alert(1)>',
  '<img/src/onerror=alert(1)>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<svg/onload=alert(1)>',
  '<svg\nonload=alert(1)>',
  '<img src="x"/onerror="alert(1)">',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
];

const mutationAndBroken = [
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=x>">',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<svg><![CDATA[><img src=x onerror=alert(1)>]]></svg>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<!-- --!><img src=x onerror=alert(1)>-->',
  '<template><img src=x onerror=alert(1)></template>',
  '<style><img src=x onerror=alert(1)></style>',
  '<textarea></textarea><img src=x onerror=alert(1)>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<noembed><img src=x onerror=alert(1)></noembed>',
  '<listing><img src=x onerror=alert(1)></listing>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<script>alert(1)</script>',
  '<script src="data:text/javascript,alert(1)"></script>',
  '<SCRIPT>alert(1)</SCRIPT>',
  '<img src=x onerror=alert(1)//',
  '<img src="x" onerror="alert(1)"',
  '<div <img src=x onerror=alert(1)>>',
  '<a href="x" </a><img src=x onerror=alert(1)>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;"></iframe>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>',
  '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x xmlns=http://www.w3.org/2000/svg><image href=1 onerror=alert(1) /></svg>#x"/></svg>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width:expression(alert(1))">x</div>',
  '<td style="background-image:url(&quot;javascript:alert(1)&quot;)">x</td>',
  '<x onclick=alert(1)>x</x>',
  '<details open ontoggle=alert(1)>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<input type="checkbox" onclick="alert(1)" checked>',
  '<a id="x" href="#" autofocus onfocusin="alert(1)">x</a>',
  '<pre data-highlighted="&lt;img src=x onerror=alert(1)&gt;">x</pre>',
  '<pre data-highlighted="&lt;script&gt;alert(1)&lt;/script&gt;"><code>x</code></pre>',
  '<div data-search-button data-search-index="javascript:alert(1)">x</div>',
];

const markdownVectors = [
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html,<script>alert(1)</script>)',
  '[x](&#106;avascript:alert(1))',
  '[x](java%0ascript:alert(1))',
  '[x][r]\n\n[r]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '![x](javascript:alert(1))',
  '[x](https://example.com "\\"><img src=x onerror=alert(1)>")',
  '## Heading {#"><img src=x onerror=alert(1)>}',
  '# <img src=x onerror=alert(1)>',
  '`<img src=x onerror=alert(1)>`',
  '```html\n<img src=x onerror=alert(1)>\n```',
  '```"><img src=x onerror=alert(1)>\ncode\n```',
  '```js title="<img src=x onerror=alert(1)>"\nx\n```',
  "```js title='\"><img src=x onerror=alert(1)>'\nx\n```",
  ':::note[<img src=x onerror=alert(1)>]\nx\n:::',
  ':::note{onclick="alert(1)" title="x"}\nx\n:::',
  '::::tabs{groupId="x\\" onmouseover=\\"alert(1)"}\n:::tab[<img src=x onerror=alert(1)>]\nA\n:::\n::::',
  ':span[x]{onclick="alert(1)"}',
  'x[^1]\n\n[^1]: <img src=x onerror=alert(1)>',
  '| a |\n| - |\n| <img src=x onerror=alert(1)> |',
  '- [ ] <img src=x onerror=alert(1)>',
  '> <svg onload=alert(1)>',
  '<details><summary onclick=alert(1)>x</summary>y</details>',
  '<kbd onmouseover=alert(1)>x</kbd>',
  '<a href="https://example.com" target="_blank" onclick="alert(1)">x</a>',
];

export const XSS_VECTORS: string[] = [
  ...handlerTags.flatMap((tag, i) => [`<${tag} ${handlers[i % handlers.length]}=alert(1)>`, `<${tag} ${handlers[(i + 3) % handlers.length]}="alert(1)">x`]),
  ...urlAttributes.flatMap(([tag, attr, rest]) => scriptUrls.map((url) => `<${tag} ${attr}="${url}"${rest ?? ''}>`)),
  ...entityTricks,
  ...mutationAndBroken,
  ...markdownVectors,
];

/** Elements that can run script, load a document, or change how the page's URLs resolve. */
const FORBIDDEN_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'form',
  'svg',
  'math',
  'template',
  'noscript',
  'textarea',
  'xmp',
  'plaintext',
  'isindex',
  'title',
  'body',
  'html',
  'head',
  'video',
  'audio',
  'marquee',
  'animate',
  'set',
  'foreignobject',
  'use',
  'image',
  'maction',
  'noembed',
  'listing',
  'select',
  'option',
  'area',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'poster',
  'background',
  'cite',
  'longdesc',
  'xlink:href',
  'data',
  'codebase',
  'lowsrc',
  'dynsrc',
  'manifest',
  'ping',
  'icon',
  'to',
]);
const SCRIPT_URL = /^(javascript|vbscript|data):/i;

const NAMED: Record<string, string> = { quot: '"', apos: "'", amp: '&', lt: '<', gt: '>', colon: ':', tab: '\t', newline: '\n', lpar: '(', rpar: ')' };

const safeCodePoint = (n: number) => String.fromCodePoint(n > 0x10ffff ? 0xfffd : n);

/** An attribute value as the browser reads it (one pass, as an HTML parser decodes). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') return safeCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10));
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** What in serialised HTML could run script; empty when nothing can. */
export function scriptCapable(html: string): string[] {
  const found: string[] = [];
  // Tags as a browser tokenises them: attributes quoted or not, separated by spaces or slashes.
  for (const [tag, name, attrs] of html.matchAll(/<([a-zA-Z][^\s/>]*)([^>]*)>/g)) {
    // React hoists an image's preload hint as <link rel="preload" as="image">: that one only fetches an image.
    const imagePreload = name.toLowerCase() === 'link' && / rel="preload"/.test(attrs) && / as="image"/.test(attrs);
    if (FORBIDDEN_TAGS.has(name.toLowerCase()) && !imagePreload) found.push(`element ${tag}`);
    for (const [, attr, dq, sq, bare] of attrs.matchAll(/[\s/]*([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      const a = attr.toLowerCase();
      const value = dq ?? sq ?? bare ?? '';
      const decoded = decodeEntities(value);
      // Browsers drop control characters and spaces at the start and tabs and newlines anywhere in a URL.
      const url = decoded.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
      if (a.startsWith('on')) found.push(`handler ${a} in ${tag}`);
      if (URL_ATTRIBUTES.has(a) && SCRIPT_URL.test(url)) found.push(`script URL in ${tag}`);
      if (a === 'style' && /url\(|expression|javascript|behavior|@import/i.test(decoded)) found.push(`style in ${tag}`);
      if (a === 'srcdoc' || a === 'data-highlighted') found.push(`${a} in ${tag}`);
    }
  }
  return found;
}
