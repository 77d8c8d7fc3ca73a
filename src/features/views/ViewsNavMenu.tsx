// "Views" in the workspace's navigation: a menu of the saved views the viewer can open (shared ones, marked so, and
// their own), each a link to its address, with, for those the viewer may change, Rename, Move up, Move down and
// Delete. Live: a view shared, renamed, moved or deleted by anyone appears here at once. Like the Inbox link, it sits
// in the header outside the workspace's pages: the workspace route's environment is handed in, and nothing suspends.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Link, useLocation } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { Button, IconButton } from '@/ui/Button';
import { toasts } from '@/ui/toasts';
import { useSavedViews, useViewEventsSubscription, type SavedViewSummary } from './savedViews';
import { deleteView, moveView, renameView } from './viewMutations';
import { viewPath } from './viewPaths';
import styles from './Views.module.css';

interface Props {
  environment: IEnvironment;
  workspaceSlug: string;
  /** The navigation's class for a section's summary. */
  className: string;
}

export function ViewsNavMenu({ environment, ...props }: Props) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <LiveViewsMenu environment={environment} {...props} />
    </RelayEnvironmentProvider>
  );
}

function LiveViewsMenu({ environment, workspaceSlug, className }: Props) {
  const views = useSavedViews(environment);
  useViewEventsSubscription();
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  // Open at one address: going somewhere (a view's link) closes it.
  const here = `${pathname}${search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = useCallback((next: boolean) => setOpenAt(next ? here : null), [here]);
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !menu.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      menu.current?.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [open, setOpen]);

  return (
    <details ref={menu} className={styles.menu} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={[className, styles.summary].join(' ')}>Views</summary>
      <div className={styles.panel} aria-label="Saved views" role="group">
        {views === null ? (
          <p className={styles.empty}>Loading views…</p>
        ) : views.length === 0 ? (
          <p className={styles.empty}>No saved views yet. Filter a list, then choose Save view.</p>
        ) : (
          <ul className={styles.list}>
            {views.map((view, index) => (
              <ViewItem
                key={view.id}
                view={view}
                workspaceSlug={workspaceSlug}
                environment={environment}
                previous={views[index - 1] ?? null}
                next={views[index + 1] ?? null}
                beforePrevious={views[index - 2] ?? null}
                afterNext={views[index + 2] ?? null}
              />
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}

function ViewItem({
  view,
  workspaceSlug,
  environment,
  previous,
  next,
  beforePrevious,
  afterNext,
}: {
  view: SavedViewSummary;
  workspaceSlug: string;
  environment: IEnvironment;
  previous: SavedViewSummary | null;
  next: SavedViewSummary | null;
  beforePrevious: SavedViewSummary | null;
  afterNext: SavedViewSummary | null;
}) {
  const [renaming, setRenaming] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [name, setName] = useState(view.name);

  const exportAs = (format: 'CSV' | 'JSON') => {
    setExporting(false);
    void import('./exportView')
      .then(({ downloadViewExport }) => downloadViewExport(environment, view, format))
      .catch(() => toasts.error(`The ${format} export of ${view.name} failed. Try again.`));
  };

  function onRename(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed && trimmed !== view.name) renameView(environment, view.id, trimmed);
    setRenaming(false);
  }

  if (renaming) {
    return (
      <li className={styles.item}>
        <form className={styles.rename} onSubmit={onRename}>
          <input
            aria-label={`New name of ${view.name}`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={100}
            // Opened on purpose by Rename: the field takes the focus.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <Button size="sm" type="submit">
            Save
          </Button>
          <Button size="sm" variant="quiet" onClick={() => setRenaming(false)}>
            Cancel
          </Button>
        </form>
      </li>
    );
  }
  if (exporting) {
    return (
      <li className={styles.item}>
        <div className={styles.rename} role="group" aria-label={`Export ${view.name}`}>
          <span className={styles.prompt}>Export as</span>
          {/* Opened on purpose by Export: the first format takes the focus. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button size="sm" autoFocus onClick={() => exportAs('CSV')}>
            CSV
          </Button>
          <Button size="sm" onClick={() => exportAs('JSON')}>
            JSON
          </Button>
          <Button size="sm" variant="quiet" onClick={() => setExporting(false)}>
            Cancel
          </Button>
        </div>
      </li>
    );
  }
  return (
    <li className={styles.item}>
      <Link className={styles.link} to={viewPath(workspaceSlug, view.id)}>
        {view.name}
        {view.shared ? <span className={styles.badge}>Shared</span> : <span className={styles.badge}>Personal</span>}
      </Link>
      <IconButton size="sm" label={`Export ${view.name}`} icon="⤓" onClick={() => setExporting(true)} />
      {view.viewerCanUpdate ? (
        <>
          <IconButton size="sm" label={`Move ${view.name} up`} icon="↑" disabled={!previous} onClick={() => moveView(environment, view.id, beforePrevious?.id ?? null, previous?.id ?? null)} />
          <IconButton size="sm" label={`Move ${view.name} down`} icon="↓" disabled={!next} onClick={() => moveView(environment, view.id, next?.id ?? null, afterNext?.id ?? null)} />
          <IconButton size="sm" label={`Rename ${view.name}`} icon="✎" onClick={() => setRenaming(true)} />
          <IconButton
            size="sm"
            label={`Delete ${view.name}`}
            icon="✕"
            onClick={() => {
              if (window.confirm(`Delete the view ${view.name}?`)) deleteView(environment, view.id, view.name);
            }}
          />
        </>
      ) : null}
    </li>
  );
}
