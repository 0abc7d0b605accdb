// Escaping text into HTML and reading it back, as React writes it: code that
// builds or searches the rendered HTML as a string must agree with it to the
// character.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** Text as it stands in HTML text or a quoted attribute, the five characters React escapes escaped as React does. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/**
 * What `escapeHtml` (or React) wrote, read back: the five entities they use
 * and `&#39;`, in one pass, so `&amp;lt;` is the text `&lt;`. Other entities
 * are left as they are.
 */
export function unescapeHtml(html: string): string {
  return html.includes('&') ? html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]) : html;
}
