export { BlogPostPage } from './BlogPostPage.tsx';
export { BlogListPage } from './BlogListPage.tsx';
export { BlogTagsPage } from './BlogTagsPage.tsx';
export { BlogAuthorsPage } from './BlogAuthorsPage.tsx';
export { BlogArchivePage } from './BlogArchivePage.tsx';
