// Issues' fields come from one table of rules (FIELDS in domain.ts): the input's type, creation and update all read
// it, and a column that a migration adds is refused by `npm run typecheck` until it has a rule.
import type { IssuesTable } from '../../db/schema';
import { FIELDS, type IssueFieldRules, type IssueRow } from './domain';

// The issues table as a migration adding `estimate` would leave it (after `npm run codegen`), before anyone writes the
// column's rule: FIELDS no longer type-checks. If it did, this expected error would be missing and typecheck would fail.
type IssuesWithEstimate = IssuesTable & { estimate: number | null };
// @ts-expect-error -- Property 'estimate' is missing: a column with no rule.
const _unruledColumn: IssueFieldRules<IssuesWithEstimate> = FIELDS;

// A rule that does not say how its column's changes read in the issue's history does not type-check either.
// @ts-expect-error -- Property 'history' is missing: the history would silently leave the column out.
const _noHistory: IssueFieldRules = { ...FIELDS, estimate: { validate: FIELDS.estimate.validate, initial: null, clearable: true } };

describe('the issue fields', () => {
  it('require a title of a new issue, naming the field', () => {
    expect(() => FIELDS.title.validate(undefined)).toThrow(expect.objectContaining({ field: 'title', message: 'Enter a title.' }));
  });

  it('give a new issue the initial value of each field it does not set, and require the others', () => {
    const initials = Object.fromEntries(Object.entries(FIELDS).map(([column, rule]) => [column, 'initial' in rule ? rule.initial : 'required']));
    expect(initials).toEqual({ title: 'required', description: '', status: 'BACKLOG', priority: 'NONE', assigneeId: null, dueDate: null, estimate: null, cycleId: null });
  });

  it('refuse a value their rule refuses, naming the field', () => {
    expect(() => FIELDS.status.validate('SOMEDAY')).toThrow(expect.objectContaining({ field: 'status' }));
    expect(() => FIELDS.dueDate.validate('2026-02-30')).toThrow(expect.objectContaining({ field: 'dueDate' }));
    expect(FIELDS.priority.validate('HIGH')).toBe('HIGH');
  });

  it('say how each change reads in the history, and nothing for a column that did not change', () => {
    const before = { title: 'Old', description: 'a', status: 'TODO', priority: 'LOW', assigneeId: 'u1', dueDate: null, estimate: 3, cycleId: null } as unknown as IssueRow;
    const after = { ...before, title: 'New', status: 'DONE', dueDate: '2026-12-01', estimate: null, cycleId: 'c1' } as IssueRow;
    const changes = Object.values(FIELDS).flatMap((rule) => rule.history(before, after) ?? []);
    expect(changes).toEqual([
      { field: 'TITLE', from: 'Old', to: 'New' },
      { field: 'STATUS', from: 'TODO', to: 'DONE' },
      { field: 'DUE_DATE', from: null, to: '2026-12-01' },
      { field: 'ESTIMATE', from: '3', to: null },
      { field: 'CYCLE', from: null, to: null, fromCycleId: null, toCycleId: 'c1' },
    ]);
  });

  it('let an update clear only the fields that may be empty', () => {
    const clearable = Object.entries(FIELDS).flatMap(([column, rule]) => ('clearable' in rule ? [column] : []));
    expect(clearable).toEqual(['assigneeId', 'dueDate', 'estimate', 'cycleId']);
  });
});
