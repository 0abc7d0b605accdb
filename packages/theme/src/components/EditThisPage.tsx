import { useText } from '../context.tsx';
import { overridable } from '../theme-components/overridable.tsx';

/** The link to a page's source: a docs instance's `editUrl`, or front matter `custom_edit_url` (on a doc or a site page). */
function ThemeEditThisPage({ href }: { href: string }) {
  const text = useText();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="edit-this-page">
      {text('theme.common.editThisPage')}
    </a>
  );
}

export const EditThisPage = overridable('EditThisPage', ThemeEditThisPage);
