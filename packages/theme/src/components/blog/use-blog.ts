import type { SiteBlog } from '@ctfdocs/core';
import { useShell } from '../../context.tsx';

/** The blog a page belongs to, as the shell knows it (its recent posts, its feeds). */
export function useBlog(blogId: string): SiteBlog | undefined {
  return useShell().site.blogs.find((b) => b.id === blogId);
}
