import { describe, expect, it } from 'vitest';
import type { Node, Parent } from 'unist';
import { SKIP, visit } from './walk.ts';

type T = Node & { name: string; children?: T[] };
const n = (name: string, ...children: T[]): T => ({ type: name.startsWith('x') ? 'x' : 'y', name, ...(children.length ? { children } : {}) });
const tree = () => n('root', n('a', n('a1'), n('xa2')), n('xb', n('b1')), n('c'));

describe('visit', () => {
  it('visits every node in preorder with its index and parent', () => {
    const seen: string[] = [];
    visit<T>(tree(), (node, index, parent) => {
      seen.push(`${node.name}@${index ?? '-'}<${(parent as T | undefined)?.name ?? '-'}`);
    });
    expect(seen).toEqual(['root@-<-', 'a@0<root', 'a1@0<a', 'xa2@1<a', 'xb@1<root', 'b1@0<xb', 'c@2<root']);
  });

  it('calls the visitor only for nodes of the given type, and still walks into the others', () => {
    const seen: string[] = [];
    visit<T>(tree(), 'x', (node) => void seen.push(node.name));
    expect(seen).toEqual(['xa2', 'xb']);
  });

  it('does not enter the children of a node whose visitor returns SKIP', () => {
    const seen: string[] = [];
    visit<T>(tree(), (node) => {
      seen.push(node.name);
      return node.name === 'a' ? SKIP : undefined;
    });
    expect(seen).toEqual(['root', 'a', 'xb', 'b1', 'c']);
  });

  it('goes on from the index a visitor returns, over children it spliced in', () => {
    const root = tree();
    const seen: string[] = [];
    visit<T>(root, (node, index, parent) => {
      seen.push(node.name);
      if (node.name === 'xb' && parent && index !== undefined) {
        (parent.children as T[]).splice(index, 1, n('replaced'), n('inserted'));
        return index + 1;
      }
    });
    // The replaced node's own children are still walked, then the walk resumes at the inserted node.
    expect(seen).toEqual(['root', 'a', 'a1', 'xa2', 'xb', 'b1', 'inserted', 'c']);
    expect((root.children ?? []).map((c) => c.name)).toEqual(['a', 'replaced', 'inserted', 'c']);
  });

  it('walks the children a visitor put in place of the old ones', () => {
    const seen: string[] = [];
    visit<T>(tree(), (node) => {
      seen.push(node.name);
      if (node.name === 'c') (node as Parent).children = [n('new1'), n('new2')];
    });
    expect(seen.slice(-3)).toEqual(['c', 'new1', 'new2']);
  });
});
