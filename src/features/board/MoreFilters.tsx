// The "More filters" of the issue lists (#21): due dates, overdue, created or updated lately, estimate, cycle, sub-issues,
// parents and blocked ones. Every issue list's bar (the project's board and list, the workspace's issues pages) loads
// them when its "More filters" opens. Every change goes to the page's filters (its URL). The cycles to
// choose from are read when the cycle filter first shows (as the cycle fields' are), not with the page.
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import type { CycleOptionsQuery } from '@/__generated__/CycleOptionsQuery.graphql';
import { cyclesQuery } from '@/features/cycles/CycleOptions';
import { cycleTitle } from '@/rules/cycle';
import { Button } from '@/ui/Button';
import { SelectField, TextField } from '@/ui/Field';
import { moreFilterCount, NO_MORE_FILTERS, type ListFilters } from './listParams';
import styles from './List.module.css';

const DAY_CHOICES = [1, 7, 14, 30, 90];
const POINTS = [0, 1, 2, 3, 5, 8, 13, 21];

export interface MoreFiltersProps<F extends ListFilters> {
  filters: F;
  onChange: (filters: F) => void;
}

/** A cycle's id, `none`, or '' for any cycle. */
type CycleChoice = { value: string; onChange: (value: string) => void };

function CycleField({ value, onChange, cycles }: CycleChoice & { cycles: readonly { id: string; number: number; name: string | null | undefined }[] | null }) {
  return (
    <SelectField label="Cycle" value={cycles ? value : ''} disabled={!cycles} onChange={(event) => onChange(event.target.value)}>
      <option value="">Any</option>
      <option value="none">No cycle</option>
      {(cycles ?? []).map((cycle) => (
        <option key={cycle.id} value={cycle.id}>
          {cycleTitle(cycle)}
        </option>
      ))}
    </SelectField>
  );
}

function CycleFilter(props: CycleChoice) {
  const { cycles } = useLazyLoadQuery<CycleOptionsQuery>(cyclesQuery, {}).viewer.workspace;
  return <CycleField {...props} cycles={cycles} />;
}

export function MoreFilters<F extends ListFilters>({ filters, onChange }: MoreFiltersProps<F>) {
  const set = (change: Partial<ListFilters>) => onChange({ ...filters, ...change });
  const days = (value: string) => (value ? Number(value) : null);
  // The issue page's estimate scale, and a value of the URL's that is not on it.
  const pointsField = (label: string, value: number | null, onPick: (value: number | null) => void) => (
    <SelectField label={label} short value={value ?? ''} onChange={(event) => onPick(event.target.value === '' ? null : Number(event.target.value))}>
      <option value="">Any</option>
      {[...new Set([...POINTS, ...(value === null ? [] : [value])])]
        .sort((a, b) => a - b)
        .map((points) => (
          <option key={points} value={points}>
            {points}
          </option>
        ))}
    </SelectField>
  );
  const yesNo = (label: string, value: boolean | null, yes: string, no: string, onPick: (value: boolean | null) => void) => (
    <SelectField label={label} value={value === null ? '' : value ? 'yes' : 'no'} onChange={(event) => onPick(event.target.value ? event.target.value === 'yes' : null)}>
      <option value="">Any</option>
      <option value="yes">{yes}</option>
      <option value="no">{no}</option>
    </SelectField>
  );
  const within = (label: string, value: number | null, onPick: (value: number | null) => void) => (
    <SelectField label={label} value={value ?? ''} onChange={(event) => onPick(days(event.target.value))}>
      <option value="">Any time</option>
      {DAY_CHOICES.map((choice) => (
        <option key={choice} value={choice}>
          {choice === 1 ? 'Last day' : `Last ${choice} days`}
        </option>
      ))}
    </SelectField>
  );

  return (
    <div className={styles.moreFilters}>
      <TextField label="Due after" type="date" value={filters.dueAfter ?? ''} onChange={(event) => set({ dueAfter: event.target.value || null })} />
      <TextField label="Due before" type="date" value={filters.dueBefore ?? ''} onChange={(event) => set({ dueBefore: event.target.value || null })} />
      <label className={styles.checkbox}>
        <input type="checkbox" checked={filters.overdue === true} onChange={(event) => set({ overdue: event.target.checked || null })} />
        Overdue
      </label>
      {within('Created', filters.createdWithinDays, (createdWithinDays) => set({ createdWithinDays }))}
      {within('Updated', filters.updatedWithinDays, (updatedWithinDays) => set({ updatedWithinDays }))}
      {yesNo('Estimate', filters.estimated, 'Estimated', 'Not estimated', (estimated) => set({ estimated }))}
      {pointsField('Points from', filters.estimateMin, (estimateMin) => set({ estimateMin }))}
      {pointsField('Points to', filters.estimateMax, (estimateMax) => set({ estimateMax }))}
      <Suspense fallback={<CycleField value="" onChange={() => undefined} cycles={null} />}>
        <CycleFilter value={filters.cycle ?? ''} onChange={(cycle) => set({ cycle: cycle || null })} />
      </Suspense>
      {yesNo('Sub-issue', filters.hasParent, 'Sub-issues', 'Not sub-issues', (hasParent) => set({ hasParent }))}
      {yesNo('Sub-issues', filters.hasChildren, 'With sub-issues', 'Without sub-issues', (hasChildren) => set({ hasChildren }))}
      {yesNo('Blocked', filters.blocked, 'Blocked', 'Not blocked', (blocked) => set({ blocked }))}
      {moreFilterCount(filters) > 0 ? (
        <Button size="sm" variant="quiet" onClick={() => set(NO_MORE_FILTERS)}>
          Clear these filters
        </Button>
      ) : null}
    </div>
  );
}
