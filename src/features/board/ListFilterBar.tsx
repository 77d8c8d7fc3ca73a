// The filter bar of the list and the board: status, priority, assignee (with "Me" and "Unassigned"), labels, words
// (applied as typing pauses), what the issues are grouped by (the list's sections, the board's rows) and, on the
// list, the order. Every change goes to the URL, which the page reads its
// filters from; "2 filters · Clear" says how many are on and clears them. One filter's panel is open at a time, and
// it closes as menus do: on a click outside it, or Esc (focus back on its summary).
import { useEffect, useState } from 'react';
import { Button } from '@/ui/Button';
import { SelectField, TextField } from '@/ui/Field';
import { ISSUE_STATUSES, PRIORITIES_BY_URGENCY, PRIORITY_LABELS, STATUS_LABELS } from '@/rules/issue';
import { filterCount, GROUPING_LABELS, ISSUE_ORDERS, LIST_GROUPINGS, ORDER_LABELS, withoutFilters, type ListFilters } from './listParams';
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

export interface ListFilterBarProps {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
  members: readonly { id: string; name: string }[];
  labels: readonly { id: string; name: string }[];
  /** Whether the bar offers the order (the list's); the board is always in board order. */
  withOrder?: boolean;
}

export function ListFilterBar({ filters, onChange, members, labels, withOrder = true }: ListFilterBarProps) {
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
