import { useText } from '../context.tsx';
import { LastUpdated } from './LastUpdated.tsx';

/** Under a doc or a post: "Edit this page" and when it was last updated, when it has either. */
export function PageFooter({ editUrl, lastUpdate }: { editUrl?: string; lastUpdate?: { date?: string; author?: string } }) {
  const text = useText();
  if (!editUrl && !lastUpdate) return null;
  return (
    <footer className="doc-footer">
      {editUrl ? (
        <a href={editUrl} target="_blank" rel="noopener noreferrer" className="edit-this-page">
          {text('theme.common.editThisPage')}
        </a>
      ) : null}
      {lastUpdate ? <LastUpdated {...lastUpdate} /> : null}
    </footer>
  );
}
