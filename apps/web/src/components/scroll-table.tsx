import { Table, type TableProps } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './scroll-table.css';

/** Ant Design's horizontal scroll container of a table (`scroll.x`), with or without a fixed header. */
const SCROLLER = '.ant-table-content, .ant-table-body';

/**
 * Marks a table's scroll container as a labelled region, and makes it reachable by keyboard while
 * its content is wider than it (WCAG 2.1.1: arrow keys then scroll it; no extra Tab stop otherwise).
 */
function markScroller(holder: HTMLElement, label: string): void {
  for (const scroller of holder.querySelectorAll<HTMLElement>(SCROLLER)) {
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', label);
    if (scroller.scrollWidth > scroller.clientWidth) scroller.tabIndex = 0;
    else scroller.removeAttribute('tabindex');
  }
}

/**
 * A table that scrolls sideways inside its own box, never the page: the one way wide tables are
 * shown on phones. `label` names the table ("Orders"); the region reads "Orders, scrolls sideways".
 */
export function ScrollTable<T extends object>({ label, scroll, ...props }: TableProps<T> & { label: string }) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const name = t('table.scrollRegion', { name: label });
  // Every render: Ant Design may replace its scroll container when the data or columns change.
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    markScroller(element, name);
    const observer = new ResizeObserver(() => markScroller(element, name));
    observer.observe(element);
    for (const table of element.querySelectorAll('table')) observer.observe(table);
    return () => observer.disconnect();
  });
  return (
    <div ref={holder} className="scroll-table">
      <Table<T> scroll={{ x: 'max-content', ...scroll }} {...props} />
    </div>
  );
}
