// One project in the list: its key, its name (a link to its board), its description and open issue count, and
// renaming and archiving (or restoring) for those allowed.
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ProjectRow_project$key } from '@/__generated__/ProjectRow_project.graphql';
import { maskInRecordings } from '@/analytics';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/Field';
import { Menu, type MenuAction } from '@/ui/Menu';
import { nameError } from '@/rules/project';
import styles from './Projects.module.css';
import type { ProjectView } from './ProjectList';
import { useArchiveProjectMutation } from './useArchiveProjectMutation';
import { useUnarchiveProjectMutation } from './useUnarchiveProjectMutation';
import { useUpdateProjectMutation } from './useUpdateProjectMutation';

function RenameForm({ projectId, currentName, onDone }: { projectId: string; currentName: string; onDone: () => void }) {
  const [name, setName] = useState(currentName);
  const [error, setError] = useState<string | undefined>();
  const [renameProject] = useUpdateProjectMutation();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = nameError(name);
    setError(problem);
    if (problem) return;
    if (name.trim() !== currentName) renameProject({ id: projectId, name: name.trim(), previousName: currentName });
    onDone();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDone();
  }

  return (
    <form className={styles.renameForm} onSubmit={onSubmit} noValidate aria-label={`Rename ${currentName}`}>
      <TextField
        label="Project name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={onKeyDown}
        error={error}
        // Moving focus into the field the person just asked to edit is the expected behaviour here.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <div className={styles.renameActions}>
        <Button type="submit" variant="primary">
          Save
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}

export interface ProjectRowProps {
  project: ProjectRow_project$key;
  connectionId: string;
  /** Which list the row is in: active projects are renamed and archived, archived ones restored. */
  view: ProjectView;
  /** Called as the row is about to leave the list (archived or restored), to move the focus to a neighbour. */
  onLeaving: () => void;
}

function openIssuesText(count: number): string {
  return count === 0 ? 'No open issues' : `${count.toLocaleString('en')} open issue${count === 1 ? '' : 's'}`;
}

export function ProjectRow({ project, connectionId, view, onLeaving }: ProjectRowProps) {
  const data = useFragment(
    graphql`
      fragment ProjectRow_project on Project {
        id
        key
        name
        description
        createdAt
        openIssueCount
        viewerCanUpdate
        viewerCanArchive
      }
    `,
    project,
  );
  const [renaming, setRenaming] = useState(false);
  const [archiveProject] = useArchiveProjectMutation();
  const restoreProject = useUnarchiveProjectMutation();
  const actionsButton = useRef<HTMLButtonElement>(null);

  function finishRenaming() {
    setRenaming(false);
    requestAnimationFrame(() => actionsButton.current?.focus());
  }

  // Actions that take the row out of the list sit in its menu, which closes on the first click: a second click of
  // a double click lands on whatever slid under the pointer, never on another project's Archive or Restore.
  const actions: MenuAction[] = [];
  if (view === 'active') {
    if (data.viewerCanUpdate) actions.push({ label: 'Rename', onSelect: () => setRenaming(true) });
    if (data.viewerCanArchive) {
      actions.push({
        label: 'Archive',
        tone: 'danger',
        onSelect: () => {
          onLeaving();
          archiveProject({ id: data.id, name: data.name, connectionId });
        },
      });
    }
  } else if (data.viewerCanArchive) {
    actions.push({
      label: 'Restore',
      onSelect: () => {
        onLeaving();
        restoreProject({ id: data.id, name: data.name, from: connectionId });
      },
    });
  }

  return (
    <li className={styles.row} data-project-id={data.id}>
      <span className={styles.key}>
        <Badge mono>{data.key}</Badge>
      </span>
      <div className={styles.body}>
        {renaming ? (
          <RenameForm projectId={data.id} currentName={data.name} onDone={finishRenaming} />
        ) : (
          <>
            <h2 className={styles.name}>
              {/* Relative to the list's own URL: /w/:workspaceSlug/projects/KEY, the project's board. */}
              <Link to={data.key} relative="path" className={styles.link} {...maskInRecordings}>
                {data.name}
              </Link>
            </h2>
            {data.description ? (
              <p className={styles.description} title={data.description} {...maskInRecordings}>
                {data.description}
              </p>
            ) : null}
            <p className={styles.meta}>{openIssuesText(data.openIssueCount)}</p>
          </>
        )}
      </div>
      {!renaming && actions.length > 0 ? (
        <div className={styles.actions}>
          <Menu ref={actionsButton} label={`Actions for ${data.name}`} items={actions} />
        </div>
      ) : null}
    </li>
  );
}
