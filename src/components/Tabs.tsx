// Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs; a panel renders when first shown and stays mounted.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<K extends string> = { key: K; label: string; content: () => ReactNode };

type TabsProps<K extends string> = {
  label: string;
  items: TabItem<K>[];
  initial?: K;
  idPrefix: string;
  /** Controlled use: the parent holds the active tab. */
  active?: K;
  onSelect?: (key: K) => void;
};

export default function Tabs<K extends string>({ label, items, initial, idPrefix, active: controlled, onSelect }: TabsProps<K>) {
  const [own, setOwn] = useState<K>(initial ?? items[0]!.key);
  const active = controlled ?? own;
  const [seen, setSeen] = useState<ReadonlySet<K>>(() => new Set([initial ?? items[0]!.key]));
  const buttons = useRef<Map<K, HTMLButtonElement>>(new Map());

  function select(key: K, focus = false) {
    setOwn(key);
    onSelect?.(key);
    setSeen((previous) => (previous.has(key) ? previous : new Set([...previous, key])));
    if (focus) buttons.current.get(key)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(items[target]!.key, true);
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="tabs tabs-border flex-wrap">
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
