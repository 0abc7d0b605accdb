import { useHref, useShell } from '../context.tsx';
import { findInstance, findVersion, sameDocIn } from '../versions.ts';
import { overridable } from '../theme-components/overridable.tsx';

/** On pages of a version with a banner (unreleased or unmaintained, the latest only when the config says so): which version this is, and a link to the same page in the latest. */
function ThemeVersionBanner({ instanceId, version, docId }: { instanceId: string; version: string; docId?: string }) {
  const { site } = useShell();
  const href = useHref();
  const inst = findInstance(site, instanceId);
  if (!inst) return null;
  const shown = findVersion(inst, version);
  const latest = findVersion(inst, undefined);
  // The banner the version has, on the latest too when the config gives it one (Docusaurus's
  // getVersionBanner: an explicit versions.<name>.banner wins; only the default is none there).
  if (shown.banner === 'none') return null;
  const title = site.config.title;
  return (
    <div className="admonition admonition-warning version-banner" role="note" data-version-banner={shown.name}>
      <div className="admonition-body">
        <p>
          {shown.banner === 'unreleased'
            ? `This is unreleased documentation for ${title} ${shown.label} version.`
            : `This is documentation for ${title} ${shown.label}, which is no longer actively maintained.`}
        </p>
        <p>
          For up-to-date documentation, see the{' '}
          <b>
            <a href={href(sameDocIn(latest, docId))} data-docs-version={latest.name} data-docs-plugin-id={inst.id}>
              latest version
            </a>
          </b>{' '}
          ({latest.label}).
        </p>
      </div>
    </div>
  );
}

export const VersionBanner = overridable('DocVersionBanner', ThemeVersionBanner);
