import { useText } from '../context.tsx';

/** The link to a page's source: a docs instance's `editUrl`, or front matter `custom_edit_url` (on a doc or a site page). */
export function EditThisPage({ href }: { href: string }) {
  const text = useText();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="edit-this-page">
      {text('theme.common.editThisPage')}
    </a>
  );
}
