import type { CSSProperties } from 'react';
import { useShell } from '../context.tsx';
import { overridable } from '../theme-components/overridable.tsx';

/** Shown until closed; the head script hides a bar already dismissed before paint. */
function ThemeAnnouncementBar() {
  const { site } = useShell();
  const bar = site.config.themeConfig.announcementBar;
  if (!bar) return null;
  return (
    <div
      className="announcement-bar"
      role="region"
      aria-label="Announcement"
      data-announcement-id={bar.id}
      style={{ '--announcement-background': bar.backgroundColor, '--announcement-color': bar.textColor } as CSSProperties}
    >
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button type="button" className="announcement-bar-close" aria-label="Close" data-announcement-close="">
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

export const AnnouncementBar = overridable('AnnouncementBar', ThemeAnnouncementBar);
