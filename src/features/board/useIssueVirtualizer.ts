// A virtualized, endlessly paged list of issues (a board column, the list): only the rows on screen (and a few
// around) are in the page; the next page is asked for as the end nears; and rows that arrive or leave above
// the viewport (live events, moves) never shift what the person is looking at: the first visible row stays
// where it was on screen.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

/** Asks for the next page when the last rendered row is this close to the end of what is loaded. */
const LOAD_AHEAD = 10;

export interface IssueVirtualizerOptions {
  /** The rows' stable keys, top to bottom (issue ids, group headers). */
  keys: readonly string[];
  scrollRef: RefObject<HTMLElement | null>;
  estimateSize: (index: number) => number;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
  /** The height to lay out for before the scroll container has been measured (and in tests). */
  initialHeight?: number;
}

export function useIssueVirtualizer({ keys, scrollRef, estimateSize, hasNext, isLoadingNext, loadNext, initialHeight = 800 }: IssueVirtualizerOptions) {
  const virtualizer = useVirtualizer({
    count: keys.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey: (index) => keys[index] ?? index,
    overscan: 6,
    initialRect: { width: 0, height: initialHeight },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.length ? items[items.length - 1].index : -1;

  useEffect(() => {
    if (hasNext && !isLoadingNext && lastIndex >= keys.length - LOAD_AHEAD) loadNext();
  }, [hasNext, isLoadingNext, lastIndex, keys.length, loadNext]);

  // The first row in view and how far below the top of the viewport it starts, as of the last render.
  const anchor = useRef<{ key: string; offset: number } | null>(null);
  const previousKeys = useRef(keys);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (previousKeys.current !== keys && anchor.current && element) {
      const index = keys.indexOf(anchor.current.key);
      const item = index >= 0 ? virtualizer.measurementsCache[index] : undefined;
      if (item) {
        const target = item.start - anchor.current.offset;
        // Set directly, before paint: the content moves under a viewport that stays on the same rows.
        if (Math.abs(target - element.scrollTop) >= 1) element.scrollTop = target;
      }
    }
    previousKeys.current = keys;
    const scrollTop = element?.scrollTop ?? 0;
    const first = virtualizer.measurementsCache.find((item) => item.end > scrollTop);
    anchor.current = first && first.start <= scrollTop + 1 && scrollTop > 0 ? { key: String(first.key), offset: first.start - scrollTop } : null;
  });

  return { virtualizer, items };
}
