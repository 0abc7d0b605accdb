import { EditThisPage } from './EditThisPage.tsx';
import { LastUpdated } from './LastUpdated.tsx';

/** Under a doc or a post: "Edit this page" and when it was last updated, when it has either. */
export function PageFooter({ editUrl, lastUpdate }: { editUrl?: string; lastUpdate?: { date?: string; author?: string } }) {
  if (!editUrl && !lastUpdate) return null;
  return (
    <footer className="doc-footer">
      {editUrl ? <EditThisPage href={editUrl} /> : null}
      {lastUpdate ? <LastUpdated {...lastUpdate} /> : null}
    </footer>
  );
}
