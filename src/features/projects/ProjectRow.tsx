// One project in the list: its key, name and description, and renaming and archiving for those allowed.
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProjectRow_project$key } from '@/__generated__/ProjectRow_project.graphql';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/Field';
import { Menu, type MenuAction } from '@/ui/Menu';
import { nameError } from './projectRules';
import styles from './Projects.module.css';
import { useArchiveProjectMutation } from './useArchiveProjectMutation';
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

export function ProjectRow({ project, connectionId }: { project: ProjectRow_project$key; connectionId: string }) {
  const data = useFragment(
    graphql`
      fragment ProjectRow_project on Project {
        id
        key
        name
        description
        viewerCanUpdate
        viewerCanArchive
      }
    `,
    project,
  );
  const [renaming, setRenaming] = useState(false);
  const [archiveProject] = useArchiveProjectMutation();
  const actionsButton = useRef<HTMLButtonElement>(null);

  function finishRenaming() {
    setRenaming(false);
    requestAnimationFrame(() => actionsButton.current?.focus());
  }

  const actions: MenuAction[] = [];
  if (data.viewerCanUpdate) actions.push({ label: 'Rename', onSelect: () => setRenaming(true) });
  if (data.viewerCanArchive) actions.push({ label: 'Archive', onSelect: () => archiveProject({ id: data.id, name: data.name, connectionId }) });

  return (
    <li className={styles.row}>
      <span className={styles.key}>
        <Badge mono>{data.key}</Badge>
      </span>
      <div className={styles.body}>
        {renaming ? (
          <RenameForm projectId={data.id} currentName={data.name} onDone={finishRenaming} />
        ) : (
          <>
            <h2 className={styles.name}>{data.name}</h2>
            {data.description ? <p className={styles.description}>{data.description}</p> : null}
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
