// Issues' fields come from one table of rules (FIELDS in domain.ts): the input's type, creation and update all read
// it, and a column that a migration adds is refused by `npm run typecheck` until it has a rule.
import type { IssuesTable } from '../../db/schema';
import { FIELDS, type IssueFieldRules } from './domain';

// The issues table as a migration adding `estimate` would leave it (after `npm run codegen`), before anyone writes the
// column's rule: FIELDS no longer type-checks. If it did, this expected error would be missing and typecheck would fail.
type IssuesWithEstimate = IssuesTable & { estimate: number | null };
// @ts-expect-error -- Property 'estimate' is missing: a column with no rule.
const _unruledColumn: IssueFieldRules<IssuesWithEstimate> = FIELDS;

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

  it('let an update clear only the fields that may be empty', () => {
    const clearable = Object.entries(FIELDS).flatMap(([column, rule]) => ('clearable' in rule ? [column] : []));
    expect(clearable).toEqual(['assigneeId', 'dueDate', 'estimate', 'cycleId']);
  });
});
