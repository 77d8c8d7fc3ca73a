// The issue detail as a side panel over the board or list, with a query of its own: a modal panel (focus
// kept inside, Escape or the close button closes it, focus goes back to what opened it). The page behind
// keeps its scroll position and selection.
import { Suspense, useEffect, useRef } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import IssuePageQueryNode, { type IssuePageQuery } from '@/__generated__/IssuePageQuery.graphql';
import { issuePath } from '@/features/board/paths';
import { Button, buttonClass, IconButton } from '@/ui/Button';
import { useToasts } from '@/ui/toasts';
import { IssueDetailSkeleton } from './IssueDetailSkeleton';
import { IssueView } from './IssueView';
import styles from './IssueDetailPanel.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface IssueDetailPanelProps {
  issueKey: string;
  onClose: () => void;
  /** The lists on screen (their connections' `__id`) that the issue leaves at once if it is deleted here. */
  connections?: readonly string[];
}

function PanelContent({ issueKey, onClose, connections }: IssueDetailPanelProps) {
  const { viewer } = useLazyLoadQuery<IssuePageQuery>(IssuePageQueryNode, { key: issueKey }, { fetchPolicy: 'store-and-network' });
  const { workspaceSlug = '' } = useParams();
  return <IssueView workspace={viewer.workspace} viewer={viewer} workspaceSlug={workspaceSlug} issueKey={issueKey} level={2} connections={connections} backLabel="Close" onBack={onClose} />;
}

/** "Open as page" and "Copy link": the issue's own address, to keep it open or to share it. */
function PanelLinks({ issueKey }: { issueKey: string }) {
  const { workspaceSlug = '' } = useParams();
  const toasts = useToasts();
  const path = issuePath(workspaceSlug, issueKey);
  const copy = () => {
    const url = new URL(path, window.location.origin).href;
    // The clipboard is refused without a secure context or the person's permission: say so, with the address.
    (navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('No clipboard.'))).then(
      () => toasts.success(`The link to ${issueKey} was copied.`),
      () => toasts.error(`The link could not be copied: ${url}`),
    );
  };
  return (
    <>
      <Link to={path} className={buttonClass('quiet', 'sm')}>
        Open as page
      </Link>
      <Button variant="quiet" size="sm" onClick={copy}>
        Copy link
      </Button>
    </>
  );
}

export function IssueDetailPanel({ issueKey, onClose, connections }: IssueDetailPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();

    function onKeyDown(event: KeyboardEvent) {
      const panel = panelRef.current;
      // A dialog opened from the panel (Delete's confirmation) handles its own keys.
      if (!panel || (event.target instanceof Element && event.target.closest('dialog'))) return;
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const inside = panel.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div className={styles.backdrop}>
      <div ref={panelRef} role="dialog" aria-modal="true" aria-label={`Issue ${issueKey}`} className={styles.panel}>
        <div className={styles.bar}>
          <PanelLinks issueKey={issueKey} />
          <IconButton ref={closeRef} label="Close the issue" icon="×" onClick={onClose} />
        </div>
        <Suspense fallback={<IssueDetailSkeleton />}>
          <PanelContent issueKey={issueKey} onClose={onClose} connections={connections} />
        </Suspense>
      </div>
    </div>
  );
}
