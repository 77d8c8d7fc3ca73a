import { formatCsv, parseCsv } from '../../../src/rules/csv';
import { csvFormatOf, defaultMapping, parseMappingArgument, readImportFile } from './formats';
import { dateOf, priorityOf, statusOf, timeOf } from './values';

describe('the CSV parser', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b,c\r\n"x, y","say ""hi""","two\r\nlines"\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\r\nlines'],
    ]);
  });

  it('drops a byte-order mark, reads LF line ends and a last row without one, and keeps empty fields', () => {
    expect(parseCsv('\uFEFFa,b\n1,\n,2')).toEqual([['a', 'b'], ['1', ''], ['', '2']]);
  });

  it('keeps an empty quoted field and skips blank lines between rows', () => {
    expect(parseCsv('a,b\n\n"",x\n')).toEqual([['a', 'b'], ['', 'x']]);
  });

  it('refuses a quoted field that is never closed', () => {
    expect(() => parseCsv('a\n"open')).toThrow('not closed');
  });

  it('writes what it reads back', () => {
    const rows = [['Title', 'Body'], ['Comma, here', 'Quote " and\nnewline'], [' padded ', '']];
    expect(parseCsv(formatCsv(rows))).toEqual(rows);
  });
});

describe('file formats', () => {
  it("recognise Linear's and Jira's exports by their headers, and map their columns", () => {
    const linear = ['ID', 'Title', 'Description', 'Status', 'Priority', 'Assignee', 'Labels', 'Created', 'Due Date'];
    const jira = ['Summary', 'Issue key', 'Status', 'Priority', 'Assignee', 'Reporter', 'Created', 'Labels', 'Description'];
    expect(csvFormatOf(linear)).toBe('LINEAR');
    expect(csvFormatOf(jira)).toBe('JIRA');
    expect(csvFormatOf(['Name', 'State'])).toBe('CSV');
    expect(defaultMapping(jira)).toMatchObject({ title: 'Summary', externalRef: 'Issue key', status: 'Status', createdAt: 'Created' });
    expect(defaultMapping(linear)).toMatchObject({ title: 'Title', externalRef: 'ID', dueDate: 'Due Date' });
  });

  it('take a mapping as the command writes it, and refuse a column the file does not have', () => {
    expect(parseMappingArgument('title=Name,status=State')).toEqual({ title: 'Name', status: 'State' });
    const file = readImportFile('Name,State,Extra\nFirst,done,x\n', { mapping: { title: 'Name', status: 'State' } });
    expect(file.rows[0]).toMatchObject({ title: 'First', status: 'done', row: 1 });
    expect(() => readImportFile('Name\nx\n', { mapping: { title: 'Missing' } })).toThrow('no column named Missing');
    expect(() => readImportFile('Name\nx\n', { mapping: { status: 'Name' } })).toThrow('titles');
  });

  it('give a row without a reference the digest of its content, the same each time', () => {
    const [one] = readImportFile('Title\nSame\n').rows;
    const [two] = readImportFile('Title\nSame\n').rows;
    expect(one.externalRef).toMatch(/^sha1:/);
    expect(one.externalRef).toBe(two.externalRef);
  });

  it('read both shapes of a GitHub export, and refuse pull requests', () => {
    const gh = readImportFile(JSON.stringify([{ title: 'A', state: 'OPEN', url: 'https://x/1', labels: [{ name: 'bug' }], assignees: [{ login: 'octo' }], comments: [{ author: { login: 'hu' }, body: 'c', createdAt: '2024-01-01T00:00:00Z' }] }]));
    expect(gh.format).toBe('GITHUB');
    expect(gh.rows[0]).toMatchObject({ externalRef: 'https://x/1', status: 'todo', labels: ['bug'], assignees: ['octo'], comments: [{ author: 'hu', body: 'c' }] });
    const rest = readImportFile(JSON.stringify([{ title: 'B', state: 'closed', html_url: 'https://x/2', comments: 3, pull_request: {} }]));
    expect(rest.rows[0]).toMatchObject({ externalRef: 'https://x/2', status: 'done', comments: [], refusal: 'A pull request, not an issue.' });
  });
});

describe('values', () => {
  it("map other trackers' statuses and priorities to Lanes' and leave unknown words undefined", () => {
    expect(['In Progress', 'To Do', 'closed', 'Canceled', 'IN_REVIEW', ''].map(statusOf)).toEqual(['IN_PROGRESS', 'TODO', 'DONE', 'CANCELED', 'IN_REVIEW', 'BACKLOG']);
    expect(statusOf('Frozen')).toBeUndefined();
    expect(['Highest', 'No priority', '2', 'Lowest', ''].map(priorityOf)).toEqual(['URGENT', 'NONE', 'HIGH', 'LOW', 'NONE']);
    expect(priorityOf('whenever')).toBeUndefined();
  });

  it("read ISO and Jira's dates", () => {
    expect(timeOf('12/Mar/24 2:15 PM')?.toISOString()).toBe('2024-03-12T14:15:00.000Z');
    expect(timeOf('2024-03-12T10:15:00Z')?.toISOString()).toBe('2024-03-12T10:15:00.000Z');
    expect(timeOf('yesterday')).toBeUndefined();
    expect(dateOf('2024-04-01')).toBe('2024-04-01');
    expect(dateOf('1/Apr/24')).toBe('2024-04-01');
  });
});
