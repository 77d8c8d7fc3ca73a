// The plain fields' table is what the mutations' optimistic responses and the offline outbox read: its names must be
// the contract's (the Issue type's field, UpdateIssueInput's, and IssueField's value in the history), or an edit
// waiting offline would be judged against the wrong history entries.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isEnumType, isInputObjectType, isObjectType } from 'graphql';
import { historyName, initialPlainValues, PLAIN_FIELD_NAMES, plainChange, plainWords, readPlainValues } from './plainFields';

const schema = buildSchema(readFileSync(path.join(__dirname, '../../../schema.graphql'), 'utf8'));

describe('the issue’s plain fields', () => {
  it('are named as the contract names them: on Issue, in UpdateIssueInput and as IssueField values of the history', () => {
    const issue = schema.getType('Issue');
    const input = schema.getType('UpdateIssueInput');
    const historyField = schema.getType('IssueField');
    if (!isObjectType(issue) || !isInputObjectType(input) || !isEnumType(historyField)) throw new Error('schema.graphql changed shape');
    const historyValues = historyField.getValues().map((value) => value.name);
    for (const field of PLAIN_FIELD_NAMES) {
      expect([field, field in issue.getFields(), field in input.getFields(), historyValues.includes(historyName(field))]).toEqual([field, true, true, true]);
    }
  });

  it('read a stored record, send a change as the server stores it, and say values in words', () => {
    expect(readPlainValues({ title: 'Fix', description: '', status: 'DONE', priority: 'HIGH', dueDate: '2026-12-01', estimate: 3 })).toEqual({
      title: 'Fix',
      description: '',
      status: 'DONE',
      priority: 'HIGH',
      dueDate: '2026-12-01',
      estimate: 3,
    });
    // A field the record lacks reads as a new issue's value; a change leaves out what it does not give.
    expect(readPlainValues({ title: 'Fix' })).toEqual(initialPlainValues({ title: 'Fix' }));
    expect(plainChange({ title: '  Fix the login  ', estimate: null, dueDate: undefined })).toEqual({ title: 'Fix the login', estimate: null });
    expect([plainWords('estimate', 5), plainWords('estimate', null), plainWords('status', 'IN_REVIEW')]).toEqual(['5 points', 'none', 'In review']);
  });
});
