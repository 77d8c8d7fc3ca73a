import {
  dueDateError,
  issueDescriptionError,
  issueKey,
  labelCountError,
  normalizeIssueDescription,
  ISSUE_STATUSES,
  parseIssueKey,
  PRIORITIES_BY_URGENCY,
  priorityError,
  priorityLabel,
  priorityUrgency,
  statusError,
  statusLabel,
  statusRank,
  titleError,
} from './issue';

describe('issue rules', () => {
  it('want a title of 1 to 200 characters on one line, counted as people count them', () => {
    expect(titleError('Fix login')).toBeUndefined();
    expect(titleError('   ')).toBe('Enter a title.');
    expect(titleError('t'.repeat(200))).toBeUndefined();
    expect(titleError(' ' + 't'.repeat(200) + ' ')).toBeUndefined();
    expect(titleError('t'.repeat(201))).toBe('Use at most 200 characters (now 201).');
    expect(titleError('🐛'.repeat(200))).toBeUndefined();
    expect(titleError('one\ntwo')).toMatch(/one line/);
  });

  it('allow descriptions of up to 50,000 characters on several lines', () => {
    expect(issueDescriptionError('')).toBeUndefined();
    expect(issueDescriptionError('Steps:\n1. Sign in\n2. See the error')).toBeUndefined();
    expect(issueDescriptionError('d'.repeat(50_001))).toBe('Use at most 50,000 characters (now 50,001).');
    expect(normalizeIssueDescription('  \n ')).toBe('');
  });

  it('know the statuses and priorities, and their orders', () => {
    expect(statusError('IN_REVIEW')).toBeUndefined();
    expect(statusError('LATER')).toMatch(/BACKLOG, TODO/);
    expect(priorityError('URGENT')).toBeUndefined();
    expect(priorityError('SOON')).toMatch(/NONE, URGENT/);
    expect(['CANCELED', 'BACKLOG', 'DONE'].map((status) => statusRank(status as 'DONE'))).toEqual([5, 0, 4]);
    expect((['NONE', 'LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const).map(priorityUrgency)).toEqual([0, 1, 2, 3, 4]);
  });

  it('name the statuses and priorities in one set of words, and show a value not known yet as it is', () => {
    expect(ISSUE_STATUSES.map(statusLabel)).toEqual(['Backlog', 'Todo', 'In progress', 'In review', 'Done', 'Canceled']);
    expect(PRIORITIES_BY_URGENCY.map(priorityLabel)).toEqual(['Urgent', 'High', 'Medium', 'Low', 'No priority']);
    expect(statusLabel('BLOCKED')).toBe('BLOCKED');
    expect(priorityLabel('CRITICAL')).toBe('CRITICAL');
  });

  it('accept due dates that exist in the calendar, written year-month-day', () => {
    expect(dueDateError('2026-12-01')).toBeUndefined();
    expect(dueDateError('2028-02-29')).toBeUndefined();
    expect(dueDateError('2026-02-29')).toMatch(/not a date/);
    expect(dueDateError('2026-13-01')).toMatch(/not a date/);
    expect(dueDateError('1/12/2026')).toMatch(/such as 2026-12-01/);
    expect(dueDateError('2026-12-01T00:00:00Z')).toMatch(/such as/);
  });

  it('allow at most 20 labels', () => {
    expect(labelCountError(20)).toBeUndefined();
    expect(labelCountError(21)).toBe('An issue carries at most 20 labels (now 21).');
  });

  it('make and read issue keys', () => {
    expect(issueKey('WEB', 42)).toBe('WEB-42');
    expect(parseIssueKey(' web-42 ')).toEqual({ projectKey: 'WEB', number: 42 });
    for (const key of ['WEB-0', 'WEB-042', 'W-1', 'WEBSIT-1', 'WEB42', 'WEB-1-2', 'WEB-9999999999']) expect(parseIssueKey(key)).toBeNull();
  });
});
