// Docusaurus's <Tabs>/<TabItem>, drawn with the same markup as a markdown
// `::::tabs` block (core's remark-directives.ts), so the one client script
// (client/tabs.ts) switches both, and `groupId` shares the choice through
// the same storage keys.
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { overridable } from '../theme-components/overridable.tsx';

export interface TabItemProps {
  value?: string;
  label?: string;
  default?: boolean;
  className?: string;
  children?: ReactNode;
}

export interface TabsProps {
  children?: ReactNode;
  groupId?: string;
  defaultValue?: string;
  /** Docusaurus's alternative to labels on each item. */
  values?: Array<{ value: string; label?: string }>;
  className?: string;
}

/** On its own (outside <Tabs>) an item is just its content. */
function ThemeTabItem({ children, className }: TabItemProps) {
  return <div className={className}>{children}</div>;
}

function ThemeTabs({ children, groupId, defaultValue, values, className }: TabsProps) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const tabs = items.map((item, i) => {
    const value = item.props.value ?? item.props.label ?? String(i + 1);
    const label = values?.find((v) => v.value === value)?.label ?? item.props.label ?? value;
    return { value, label, item };
  });
  const selected = (defaultValue !== undefined && tabs.some((t) => t.value === defaultValue) ? defaultValue : undefined) ?? tabs.find((t) => t.item.props.default)?.value ?? tabs[0]?.value;
  // Unique within the page, and apart from the `tab-N-i` ids of markdown tabs.
  const base = `tabs${useId().replace(/[^\w-]/g, '')}`;
  return (
    <div className={className ? `tabs ${className}` : 'tabs'} data-group-id={groupId}>
      <div role="tablist" className="tabs-list">
        {tabs.map((t, i) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            className="tabs-tab"
            aria-selected={t.value === selected ? 'true' : 'false'}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={t.value === selected ? 0 : -1}
            data-value={t.value}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div
          key={t.value}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          // Hidden by CSS only once the client script runs, as markdown tabs are.
          className={['tabs-panel', t.value === selected ? '' : 'tabs-panel-inactive', t.item.props.className ?? ''].filter(Boolean).join(' ')}
          aria-labelledby={`${base}-tab-${i}`}
          data-value={t.value}
        >
          {t.item.props.children}
        </div>
      ))}
    </div>
  );
}

export const TabItem = overridable('TabItem', ThemeTabItem);
export const Tabs = overridable('Tabs', ThemeTabs);
