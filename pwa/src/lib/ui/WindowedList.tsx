// A list of thousands in its own scroll box that draws only the rows in sight and a screenful
// around them, so a new list (a keystroke in the pickup point picker) costs a dozen rows, not all.
// Rows may differ in height: each drawn row is measured, and a row not drawn yet counts as the estimate.
import { type ReactNode, useLayoutEffect, useReducer, useRef, useState } from 'react';

/** Drawn beyond each edge of the box, px: a flick or a Tab to the next row finds it there. */
const OVERSCAN_PX = 320;

interface WindowedListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  renderRow: (item: T) => ReactNode;
  /** A row's usual height, px, until it is drawn and measured. */
  estimatedRowPx: number;
  /** The list's accessible name. */
  label: string;
  /** The scroll box's class: it needs a height (or a flex parent that gives it one). */
  className?: string;
}

export function WindowedList<T>({ items, keyOf, renderRow, estimatedRowPx, label, className }: WindowedListProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const heights = useRef(new Map<string, number>());
  const [, remeasure] = useReducer((count: number) => count + 1, 0);
  // Where the box is scrolled, for the items it was scrolled with: a new list starts at its top.
  const [view, setView] = useState({ items, top: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight });
  const top = view.items === items ? view.top : 0;

  const heightOf = (i: number) => heights.current.get(keyOf(items[i]!)) ?? estimatedRowPx;
  let start = 0;
  let before = 0;
  while (start < items.length && before + heightOf(start) < top - OVERSCAN_PX) before += heightOf(start++);
  let end = start;
  for (let drawn = before; end < items.length && drawn < top + view.height + OVERSCAN_PX; end++) drawn += heightOf(end);
  const after = (items.length - end) * estimatedRowPx;

  useLayoutEffect(() => {
    if (view.items !== items && box.current) box.current.scrollTop = 0;
  }, [items, view.items]);

  // The drawn rows' heights; drawn again when one differs from what the window assumed.
  useLayoutEffect(() => {
    let changed = false;
    for (const row of list.current?.children ?? []) {
      const key = (row as HTMLElement).dataset.key!;
      const height = (row as HTMLElement).offsetHeight;
      if (heights.current.get(key) !== height) {
        heights.current.set(key, height);
        changed = true;
      }
    }
    if (changed) remeasure();
  });

  useLayoutEffect(() => {
    const element = box.current!;
    const resized = new ResizeObserver(() => setView((current) => ({ ...current, height: element.clientHeight })));
    resized.observe(element);
    return () => resized.disconnect();
  }, []);

  return (
    <div
      ref={box}
      className={className}
      style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
      onScroll={(event) => setView({ items, top: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight })}
    >
      <ul ref={list} aria-label={label} style={{ listStyle: 'none', margin: 0, padding: `${before}px 0 ${after}px` }}>
        {items.slice(start, end).map((item, i) => (
          <li key={keyOf(item)} data-key={keyOf(item)} aria-setsize={items.length} aria-posinset={start + i + 1}>
            {renderRow(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
