// One project in the list: its key, name and description, and renaming and archiving for those allowed.
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProjectRow_project$key } from '@/__generated__/ProjectRow_project.graphql';
import { TextField } from '@/ui/Field';
import { nameError } from '@/rules/project';
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
    <form className="rename-form" onSubmit={onSubmit} noValidate aria-label={`Rename ${currentName}`}>
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
      <div className="rename-form__actions">
        <button type="submit" className="button button--primary">
          Save
        </button>
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
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
  const renameButton = useRef<HTMLButtonElement>(null);

  function finishRenaming() {
    setRenaming(false);
    requestAnimationFrame(() => renameButton.current?.focus());
  }

  return (
    <li className="project-row">
      <span className="project-row__key">{data.key}</span>
      <div className="project-row__body">
        {renaming ? (
          <RenameForm projectId={data.id} currentName={data.name} onDone={finishRenaming} />
        ) : (
          <>
            <h2 className="project-row__name">{data.name}</h2>
            {data.description ? <p className="project-row__description">{data.description}</p> : null}
          </>
        )}
      </div>
      {!renaming && (data.viewerCanUpdate || data.viewerCanArchive) ? (
        <div className="project-row__actions">
          {data.viewerCanUpdate ? (
            <button ref={renameButton} type="button" className="button button--quiet" onClick={() => setRenaming(true)}>
              Rename<span className="sr-only"> {data.name}</span>
            </button>
          ) : null}
          {data.viewerCanArchive ? (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => archiveProject({ id: data.id, name: data.name, connectionId })}
            >
              Archive<span className="sr-only"> {data.name}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
