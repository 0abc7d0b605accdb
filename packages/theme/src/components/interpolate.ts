import { createElement, Fragment, type ReactNode } from 'react';

/**
 * `message` with each `{name}` replaced by `parts[name]`, as React children:
 * a sentence holding an element (a `<time>`) cannot be one string. Each text
 * and part stays a child of its own, so the markup is what JSX writing them
 * side by side gives.
 */
export function interpolate(message: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  const children = message.split(/\{(\w+)\}/).map((piece, i) => (i % 2 ? (piece in parts ? parts[piece] : `{${piece}}`) : piece || null));
  return createElement(Fragment, null, ...children);
}
