// The filter bar of the list and the board: status, priority, assignee (with "Me" and "Unassigned"), labels, words
// (applied as typing pauses), what the issues are grouped by (the list's sections, the board's rows) and, on the
// list, the order, and "More filters" (dates, estimates, cycle, structure: their controls load when it first opens; the
// workspace's pages show them in the bar instead). Every change goes to the URL, which the page reads its
// filters from; "2 filters · Clear" says how many are on and clears them. One filter's panel is open at a time, and
// it closes as menus do: on a click outside it, or Esc (focus back on its summary). The bar's data (the workspace's
// members and labels) is one fragment that every page with the bar spreads.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ListFilterBar_workspace$key } from '@/__generated__/ListFilterBar_workspace.graphql';
import { toastMutationError } from '@/relay/errors';
import { Button } from '@/ui/Button';
import { FailureBoundary, retryableLazy } from '@/ui/FailureBoundary';
import { SelectField, TextField } from '@/ui/Field';
import { ISSUE_STATUSES, PRIORITIES_BY_URGENCY, PRIORITY_LABELS, STATUS_LABELS } from '@/rules/issue';
import { filterCount, GROUPING_LABELS, ISSUE_ORDERS, LIST_GROUPINGS, moreFilterCount, ORDER_LABELS, withoutFilters, type ListFilters } from './listParams';
import styles from './List.module.css';
import { visuallyHidden } from '@/ui/VisuallyHidden';

/** How long typing must pause before the words filter the list. */
export const TEXT_FILTER_DEBOUNCE_MS = 300;

interface Option {
  value: string;
  label: string;
}

function toggled(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

/** A disclosure holding a group of checkboxes, its summary telling how many are chosen. */
function CheckboxFilter({
  legend,
  options,
  chosen,
  onToggle,
  open,
  onOpenChange,
}: {
  legend: string;
  options: Option[];
  chosen: readonly string[];
  onToggle: (value: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <details className={styles.filter} open={open} onToggle={(event) => onOpenChange(event.currentTarget.open)}>
      <summary className={styles.filterSummary}>
        {legend}
        {chosen.length ? <span className={styles.filterCount}> ({chosen.length})</span> : null}
      </summary>
      <fieldset className={styles.filterPanel}>
        <legend className={visuallyHidden}>{legend}</legend>
        {options.map((option) => (
          <label key={option.value} className={styles.checkbox}>
            <input type="checkbox" checked={chosen.includes(option.value)} onChange={() => onToggle(option.value)} />
            {option.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

/** "More filters (2)": the More filters' panel, its controls loaded when it first opens. */
function MoreFiltersDisclosure<F extends ListFilters>({
  filters,
  onChange,
  open,
  onOpenChange,
}: {
  filters: F;
  onChange: (filters: F) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const count = moreFilterCount(filters);
  const Panel = moreFilters.current;
  return (
    <details className={styles.filter} open={open} onToggle={(event) => onOpenChange(event.currentTarget.open)}>
      <summary className={styles.filterSummary}>
        More filters
        {count ? <span className={styles.filterCount}> ({count})</span> : null}
      </summary>
      <div className={`${styles.filterPanel} ${styles.morePanel}`}>
        {open ? (
          <FailureBoundary
            onFailure={(error) => {
              moreFilters.retry();
              toastMutationError('More filters could not be opened', error);
              onOpenChange(false);
            }}
          >
            <Suspense fallback={null}>
              <Panel filters={filters} onChange={onChange as (filters: ListFilters) => void} />
            </Suspense>
          </FailureBoundary>
        ) : null}
      </div>
    </details>
  );
}

/** Which filter's panel is open (one at a time), closed by a press anywhere outside it or by Esc. */
function useOpenFilter() {
  const [openFilter, setOpenFilter] = useState<string | null>(null);
  useEffect(() => {
    if (!openFilter) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const panel = event.target instanceof Element ? event.target.closest('details[open]') : null;
      if (!panel) setOpenFilter(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Taken before the page's shortcuts see it: this Esc closes the panel, the next one clears a selection.
      event.preventDefault();
      document.querySelector<HTMLElement>('details[open] > summary')?.focus();
      setOpenFilter(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [openFilter]);
  return (legend: string) => ({
    open: openFilter === legend,
    onOpenChange: (open: boolean) => setOpenFilter((current) => (open ? legend : current === legend ? null : current)),
  });
}

const moreFilters = retryableLazy(async () => ({ default: (await import('./MoreFilters')).MoreFilters<ListFilters> }));

export interface ListFilterBarProps<F extends ListFilters> {
  filters: F;
  onChange: (filters: F) => void;
  /** The workspace the issues are of: its members and labels to choose from. */
  workspace: ListFilterBar_workspace$key;
  /** Whether the bar offers the order (the list's); the board is always in board order. */
  withOrder?: boolean;
  /** More of the page, after the bar's own filters (the workspace's issues page: its project). */
  children?: ReactNode;
}

export function ListFilterBar<F extends ListFilters>({ filters, onChange, workspace, withOrder = true, children }: ListFilterBarProps<F>) {
  const data = useFragment(
    graphql`
      fragment ListFilterBar_workspace on Workspace {
        members(first: 100) {
          edges {
            node {
              id
              user {
                id
                name
              }
            }
          }
        }
        labels(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    workspace,
  );
  const members = data.members.edges.map(({ node }) => node.user);
  const labels = data.labels.edges.map(({ node }) => node);
  // The words being typed, and the URL's words they started from: when the URL changes (back, a shared link,
  // "Clear"), the field follows it.
  const [draft, setDraft] = useState({ from: filters.text, text: filters.text });
  if (draft.from !== filters.text) setDraft({ from: filters.text, text: filters.text });
  const text = draft.from === filters.text ? draft.text : filters.text;

  useEffect(() => {
    if (text.trim() === filters.text) return undefined;
    const timer = window.setTimeout(() => onChange({ ...filters, text: text.trim() }), TEXT_FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, filters, onChange]);

  const disclosure = useOpenFilter();
  const assigneeChosen = [...(filters.me ? ['me'] : []), ...(filters.unassigned ? ['none'] : []), ...filters.assigneeIds];
  const assigneeOptions: Option[] = [
    { value: 'me', label: 'Me' },
    { value: 'none', label: 'Unassigned' },
    ...members.map((member) => ({ value: member.id, label: member.name })),
  ];

  function toggleAssignee(value: string) {
    if (value === 'me') onChange({ ...filters, me: !filters.me });
    else if (value === 'none') onChange({ ...filters, unassigned: !filters.unassigned });
    else onChange({ ...filters, assigneeIds: toggled(filters.assigneeIds, value) });
  }

  const count = filterCount(filters);

  return (
    <div role="search" className={styles.filters} aria-label="Filter issues">
      <TextField
        label="Search"
        type="search"
        value={text}
        onChange={(event) => setDraft({ from: filters.text, text: event.target.value })}
        placeholder="Words in the title or description"
        className={styles.searchField}
        data-filter-input
      />
      <CheckboxFilter
        legend="Status"
        {...disclosure('Status')}
        options={ISSUE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
        chosen={filters.statuses}
        onToggle={(value) => onChange({ ...filters, statuses: toggled(filters.statuses, value) as ListFilters['statuses'] })}
      />
      <CheckboxFilter
        legend="Priority"
        {...disclosure('Priority')}
        options={PRIORITIES_BY_URGENCY.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] }))}
        chosen={filters.priorities}
        onToggle={(value) => onChange({ ...filters, priorities: toggled(filters.priorities, value) as ListFilters['priorities'] })}
      />
      <CheckboxFilter legend="Assignee" {...disclosure('Assignee')} options={assigneeOptions} chosen={assigneeChosen} onToggle={toggleAssignee} />
      <CheckboxFilter
        legend="Labels"
        {...disclosure('Labels')}
        options={labels.map((label) => ({ value: label.id, label: label.name }))}
        chosen={filters.labelIds}
        onToggle={(value) => onChange({ ...filters, labelIds: toggled(filters.labelIds, value) })}
      />
      <SelectField
        label="Group by"
        value={filters.group}
        onChange={(event) => onChange({ ...filters, group: event.target.value as ListFilters['group'] })}
      >
        {LIST_GROUPINGS.map((grouping) => (
          <option key={grouping} value={grouping}>
            {GROUPING_LABELS[grouping]}
          </option>
        ))}
      </SelectField>
      {withOrder ? (
        <SelectField label="Order" value={filters.order} onChange={(event) => onChange({ ...filters, order: event.target.value as ListFilters['order'] })}>
          {ISSUE_ORDERS.map((order) => (
            <option key={order} value={order}>
              {ORDER_LABELS[order]}
            </option>
          ))}
        </SelectField>
      ) : null}
      <MoreFiltersDisclosure filters={filters} onChange={onChange} {...disclosure('More filters')} />
      {children}
      {count > 0 ? (
        <p className={styles.activeFilters}>
          <span>{count === 1 ? '1 filter' : `${count} filters`}</span>
          <span aria-hidden="true">·</span>
          <Button size="sm" variant="quiet" onClick={() => onChange(withoutFilters(filters))}>
            Clear<span className={visuallyHidden}> the filters</span>
          </Button>
        </p>
      ) : null}
    </div>
  );
}
