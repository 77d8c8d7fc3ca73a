// The issue side panel of the board and the list: `?issue=WEB-4` in the page's URL opens it (so it survives a
// reload and can be shared), a plain click on a card or row opens it, and a modified or middle click follows the
// link to the issue's own page as a link should.
import { createContext, useCallback, useContext, useMemo, type MouseEvent } from 'react';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router-dom';

const ISSUE_PARAM = 'issue';

const OpenIssueContext = createContext<((issueKey: string) => void) | null>(null);
export const OpenIssueProvider = OpenIssueContext.Provider;

/** The issue open in the panel, and the ways to open and close it (other parameters, the list's filters, stay). */
export function useIssuePanel(): { openIssueKey: string | null; openIssue: (issueKey: string) => void; closeIssue: () => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const openIssueKey = searchParams.get(ISSUE_PARAM);
  const openIssue = useCallback(
    (issueKey: string) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set(ISSUE_PARAM, issueKey);
        return next;
      }),
    [setSearchParams],
  );
  const closeIssue = useCallback(
    () =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(ISSUE_PARAM);
        return next;
      }),
    [setSearchParams],
  );
  return useMemo(() => ({ openIssueKey, openIssue, closeIssue }), [openIssueKey, openIssue, closeIssue]);
}

/** A link's click handler that opens the issue in the panel on a plain click; anything else is the browser's. */
export function useOpenIssueOnClick(issueKey: string): ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined {
  const openIssue = useContext(OpenIssueContext);
  if (!openIssue) return undefined;
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openIssue(issueKey);
  };
}

/** The page's loader runs again for any change of its URL but the open issue: the panel has a query of its own. */
export function shouldRevalidateUnlessPanel({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) return defaultShouldRevalidate;
  const withoutPanel = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(ISSUE_PARAM);
    params.sort();
    return params.toString();
  };
  return withoutPanel(currentUrl) === withoutPanel(nextUrl) ? false : defaultShouldRevalidate;
}
