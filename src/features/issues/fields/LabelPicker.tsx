// Chooses an issue's labels among the workspace's: the chosen ones as chips, and a button that opens a
// searchable list (the WAI-ARIA combobox with a multi-select listbox). Arrow keys move through the list,
// Enter toggles a label, Escape closes and returns to the button. Each toggle is reported at once. A search that
// names no label offers to create it (workspace admins: the label is made and given to the issue; others are told
// who can).
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LabelPicker_workspace$key } from '@/__generated__/LabelPicker_workspace.graphql';
import { useCreateLabelMutation } from '@/features/labels/useCreateLabelMutation';
import { LABEL_PALETTE, normalizeLabelName } from '@/rules/label';
import { Button } from '@/ui/Button';
import { LabelChip } from './LabelChip';
import styles from './fields.module.css';

export interface IssueLabel {
  readonly id: string;
  readonly name: string;
  readonly color: string;
}

export function LabelPicker({
  workspace,
  value,
  onChange,
  label = 'Labels',
  disabled,
  error,
}: {
  workspace: LabelPicker_workspace$key;
  value: readonly IssueLabel[];
  onChange: (labels: IssueLabel[]) => void;
  label?: string;
  disabled?: boolean;
  error?: string | null;
}) {
  const { labels, viewerCanManageLabels } = useFragment(
    graphql`
      fragment LabelPicker_workspace on Workspace {
        viewerCanManageLabels
        labels(first: 100) @connection(key: "LabelPicker_labels") {
          __id
          edges {
            node {
              id
              name
              color
            }
          }
        }
      }
    `,
    workspace,
  );
  const id = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const all = useMemo(() => labels.edges.map((edge) => edge.node), [labels]);
  const shown = useMemo(() => {
    const words = search.trim().toLocaleLowerCase();
    return words ? all.filter((option) => option.name.toLocaleLowerCase().includes(words)) : all;
  }, [all, search]);
  const chosen = new Set(value.map((item) => item.id));
  const [createLabel] = useCreateLabelMutation();
  const [createError, setCreateError] = useState<string | null>(null);
  const newName = normalizeLabelName(search);
  const nameTaken = all.some((option) => option.name.toLocaleLowerCase() === newName.toLocaleLowerCase());
  const offersCreate = Boolean(newName) && !nameTaken && viewerCanManageLabels;
  const optionCount = shown.length + (offersCreate ? 1 : 0);

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openList() {
    setCreateError(null);
    setSearch('');
    setActive(0);
    setOpen(true);
  }

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function toggle(option: IssueLabel) {
    // By name, as the server lists an issue's labels.
    const next = chosen.has(option.id) ? value.filter((item) => item.id !== option.id) : [...value, option];
    onChange([...next].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })));
  }

  /** Makes a label of the search's name (the next colour of the palette) and gives it to the issue once it exists. */
  function create() {
    const name = newName;
    setCreateError(null);
    createLabel({
      name,
      color: LABEL_PALETTE[all.length % LABEL_PALETTE.length].color,
      connectionId: labels.__id,
      onFieldError: (_field, message) => setCreateError(message),
      onCreated: (label) => {
        setSearch('');
        toggle(label);
      },
    });
  }

  function onSearchKeyDown(event: KeyboardEvent) {
    const move = (next: number) => {
      event.preventDefault();
      if (optionCount) setActive((next + optionCount) % optionCount);
    };
    if (event.key === 'ArrowDown') move(active + 1);
    else if (event.key === 'ArrowUp') move(active - 1);
    else if (event.key === 'Home' && event.ctrlKey) move(0);
    else if (event.key === 'End' && event.ctrlKey) move(optionCount - 1);
    else if (event.key === 'Enter') {
      event.preventDefault();
      const option = shown[active];
      if (option) toggle(option);
      else if (offersCreate && active === shown.length) create();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  }

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div className={styles.field} ref={containerRef}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={styles.chips}>
        {value.length ? (
          <ul className={styles.chipList} aria-labelledby={`${id}-label`}>
            {value.map((item) => (
              <li key={item.id}>
                <LabelChip name={item.name} color={item.color} />
              </li>
            ))}
          </ul>
        ) : (
          <span className={styles.none}>None</span>
        )}
        {disabled ? null : (
          <Button
            ref={buttonRef}
            size="sm"
            variant="quiet"
            aria-haspopup="listbox"
            aria-expanded={open}
            onClick={() => (open ? setOpen(false) : openList())}
          >
            Edit labels
          </Button>
        )}
      </div>
      {open ? (
        <div className={styles.popover}>
          <input
            ref={searchRef}
            type="search"
            className={styles.control}
            role="combobox"
            aria-label="Search labels"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={optionCount ? optionId(Math.min(active, optionCount - 1)) : undefined}
            placeholder="Search labels"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
          {optionCount ? (
            <ul id={listId} role="listbox" aria-label={label} aria-multiselectable="true" className={styles.options}>
              {shown.map((option, index) => (
                // Keys reach the options through the search box (aria-activedescendant), which keeps the focus.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={option.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={chosen.has(option.id)}
                  className={[styles.option, index === active ? styles.active : null].filter(Boolean).join(' ')}
                  // Keeps the focus in the search box while the pointer picks.
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => {
                    setActive(index);
                    toggle(option);
                  }}
                >
                  <span className={styles.check} aria-hidden="true">
                    {chosen.has(option.id) ? '✓' : ''}
                  </span>
                  <span className={styles.swatch} style={{ background: option.color }} aria-hidden="true" />
                  {option.name}
                </li>
              ))}
              {offersCreate ? (
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  id={optionId(shown.length)}
                  role="option"
                  aria-selected={false}
                  className={[styles.option, active === shown.length ? styles.active : null].filter(Boolean).join(' ')}
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => {
                    setActive(shown.length);
                    create();
                  }}
                >
                  <span className={styles.check} aria-hidden="true">
                    +
                  </span>
                  Create label “{newName}”
                </li>
              ) : null}
            </ul>
          ) : (
            <p id={listId} className={styles.none} role="status">
              {all.length ? 'No label matches.' : 'This workspace has no labels yet.'}
              {newName && !nameTaken && !viewerCanManageLabels ? ' Only workspace admins create labels.' : null}
            </p>
          )}
          {createError ? (
            <p className={styles.error} role="alert">
              {createError}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? <p className={styles.error}>{error}</p> : null}
    </div>
  );
}
