import type { FooterColumn, FooterLinkItem } from '@ctfdocs/core';
import { useShell, useHref } from '../context.tsx';
import { Link } from './Link.tsx';
import { overridable } from '../theme-components/overridable.tsx';

function isColumn(x: FooterColumn | FooterLinkItem): x is FooterColumn {
  return 'items' in x;
}

function FooterLinks({ items, className }: { items: FooterLinkItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.label}>
          <Link to={item.to ?? item.href ?? '/'} className="footer-link">
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ThemeFooter() {
  const { site } = useShell();
  const href = useHref();
  const footer = site.config.themeConfig.footer;
  if (!footer) return null;
  const columns = footer.links.filter(isColumn);
  const flat = footer.links.filter((l): l is FooterLinkItem => !isColumn(l));
  return (
    <footer className={`footer footer-${footer.style}`}>
      <div className="footer-inner">
        {columns.length ? (
          <div className="footer-columns">
            {columns.map((col) => (
              <div key={col.title} className="footer-column">
                <p className="footer-title">{col.title}</p>
                <FooterLinks items={col.items} className="footer-items" />
              </div>
            ))}
          </div>
        ) : null}
        {flat.length ? <FooterLinks items={flat} className="footer-links-simple" /> : null}
        <div className="footer-bottom">
          {footer.logo ? (
            <a href={href(footer.logo.href ?? '/')} className="footer-logo-link">
              <img className="footer-logo logo-light" src={href(footer.logo.src)} alt={footer.logo.alt} width={footer.logo.width} height={footer.logo.height} />
              {footer.logo.srcDark ? <img className="footer-logo logo-dark" src={href(footer.logo.srcDark)} alt={footer.logo.alt} width={footer.logo.width} height={footer.logo.height} /> : null}
            </a>
          ) : null}
          {footer.copyright ? <p className="footer-copyright">{footer.copyright}</p> : null}
        </div>
      </div>
    </footer>
  );
}

export const Footer = overridable('Footer', ThemeFooter);
