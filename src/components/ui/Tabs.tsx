// Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs; a panel renders when first shown and stays mounted.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<K extends string> = { key: K; label: string; content: () => ReactNode };

type TabsProps<K extends string> = {
  label: string;
  items: TabItem<K>[];
  initial?: K;
  idPrefix: string;
  /** Controlled use: the parent holds the active tab. */
  active?: K;
  onSelect?: (key: K) => void;
  /** Tabs go to a second line on a narrow screen instead of scrolling out of sight. */
  wrap?: boolean;
  /** Soft rounded tabs on a cream band (the couple's pages) instead of underlined ones (the back office). */
  boxed?: boolean;
};

export default function Tabs<K extends string>({
  label,
  items,
  initial,
  idPrefix,
  active: controlled,
  onSelect,
  wrap = false,
  boxed = false,
}: TabsProps<K>) {
  const [own, setOwn] = useState<K>(initial ?? items[0]!.key);
  const active = controlled ?? own;
  const [seen, setSeen] = useState<ReadonlySet<K>>(() => new Set([initial ?? items[0]!.key]));
  const buttons = useRef<Map<K, HTMLButtonElement>>(new Map());

  // On a phone the tab list scrolls sideways: the active tab (one opened by a link's #hash too) is kept in sight.
  // Only the list scrolls (scrollIntoView would also move the page).
  useEffect(() => {
    const tab = buttons.current.get(active);
    const list = tab?.parentElement;
    if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
    const start = tab.offsetLeft - list.offsetLeft;
    if (start < list.scrollLeft || start + tab.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollLeft = Math.max(0, start - 16);
  }, [active]);

  function select(key: K, focus = false) {
    setOwn(key);
    onSelect?.(key);
    setSeen((previous) => (previous.has(key) ? previous : new Set([...previous, key])));
    if (focus) buttons.current.get(key)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(items[target]!.key, true);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className={`tabs ${boxed ? 'tabs-box bg-base-200 p-1.5' : 'tabs-border'} ${wrap ? 'flex-wrap' : 'overflow-x-auto flex-nowrap'}`}
      >
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(node) => {
              if (node) buttons.current.set(item.key, node);
              else buttons.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${item.key}`}
            aria-selected={active === item.key}
            aria-controls={`${idPrefix}-panel-${item.key}`}
            tabIndex={active === item.key ? 0 : -1}
            className={`tab whitespace-nowrap ${active === item.key ? 'tab-active font-semibold' : 'text-base-content/80'}`}
            onClick={() => select(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${idPrefix}-panel-${item.key}`}
          aria-labelledby={`${idPrefix}-tab-${item.key}`}
          hidden={active !== item.key}
          tabIndex={0}
          className="rounded-box pt-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          {(active === item.key || seen.has(item.key)) && item.content()}
        </div>
      ))}
    </div>
  );
}
