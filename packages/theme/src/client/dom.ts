// Small builders for the DOM the client script makes; text is always inserted as text.

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** `node` with these attributes set, in this order. */
export function withAttributes<T extends Element>(node: T, attributes: Record<string, string>): T {
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}
