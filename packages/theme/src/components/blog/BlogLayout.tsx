import type { ReactNode } from 'react';
import { BlogSidebar } from './BlogSidebar.tsx';
import { useBlog } from './use-blog.ts';

/** A blog page: the blog's recent posts beside the main column, and what goes beside that (a post's table of contents). */
export function BlogLayout({ blogId, children, aside }: { blogId: string; children: ReactNode; aside?: ReactNode }) {
  const sidebar = useBlog(blogId)?.sidebar;
  return (
    <div className={`doc-page blog-page ${sidebar ? 'has-sidebar' : ''}`}>
      {sidebar ? <BlogSidebar sidebar={sidebar} /> : null}
      <main id="main-content" className="doc-main" tabIndex={-1}>
        <div className="doc-container">
          {children}
          {aside}
        </div>
      </main>
    </div>
  );
}
