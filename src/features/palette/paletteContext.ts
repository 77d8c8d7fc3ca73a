// The actions a page offers in the workspace's command palette, listed first while the page is on screen. Outside a
// workspace's layout route (a component rendered alone in a test) they go nowhere.
import { createContext, useContext, useEffect } from 'react';
import type { PaletteAction } from './CommandPalette';

export const PageActionsContext = createContext<(actions: readonly PaletteAction[]) => void>(() => {});

/** Offers `actions` in the palette while the calling page is on screen (keep them memoized). */
export function usePageActions(actions: readonly PaletteAction[]): void {
  const setPageActions = useContext(PageActionsContext);
  useEffect(() => {
    setPageActions(actions);
    return () => setPageActions([]);
  }, [setPageActions, actions]);
}
