// The files an import reads, each made into the same rows: a CSV file with its columns mapped to Lanes' fields
// (Linear's and Jira's exports recognised by their headers), a GitHub Issues export (the REST API's JSON, or the JSON
// of `gh issue list --json …`) and Lanes' own JSON export. Values are kept as the file words them; the import
// (domain.ts) maps them to Lanes' statuses, priorities, members and labels.
import { createHash } from 'node:crypto';
import { badInput } from '../../errors';
import { CsvError, defaultMapping, IMPORT_FIELDS, parseCsv, simpleHeader as simple, type ColumnMapping, type ImportField } from '../../../src/rules/csv';

export { defaultMapping, IMPORT_FIELDS, type ColumnMapping, type ImportField };

export const IMPORT_FORMATS = ['CSV', 'LINEAR', 'JIRA', 'GITHUB', 'LANES'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export interface ImportComment {
  /** An email when the file has one, else a name or login. */
  author: string | null;
  body: string;
  createdAt: string | null;
}

/** One issue as the file gives it. */
export interface ImportRow {
  /** The row's number among the file's data rows (or items), from 1. */
  row: number;
  /** The other tracker's key or address; the digest of the row's content when the file has none. */
  externalRef: string;
  title: string;
  description: string;
  status: string;
  priority: string;
  /** Emails or logins. */
  assignees: string[];
  labels: string[];
  dueDate: string;
  estimate: string;
  createdAt: string;
  updatedAt: string;
  comments: ImportComment[];
  /** Why the row cannot be imported, known from the file alone (a pull request in a GitHub export). */
  refusal?: string;
}

export interface ParsedFile {
  format: ImportFormat;
  rows: ImportRow[];
  /** A CSV file's headers (empty for JSON). */
  headers: string[];
  /** The mapping used (CSV). */
  mapping: ColumnMapping;
}

/** The CSV format the headers say: Linear's, Jira's, or any other (CSV). */
export function csvFormatOf(headers: readonly string[]): ImportFormat {
  const has = (...names: string[]) => names.every((name) => headers.some((header) => simple(header) === simple(name)));
  if (has('Summary', 'Issue key')) return 'JIRA';
  if (has('ID', 'Title', 'Status') && (has('Team') || has('Priority', 'Assignee', 'Labels'))) return 'LINEAR';
  return 'CSV';
}

/** A row's reference when its file names none: its content's digest, so that the same file imports once. */
const digestRef = (parts: readonly string[]) => `sha1:${createHash('sha1').update(parts.join('\u0000')).digest('hex').slice(0, 20)}`;

const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Jira's comment columns: "date;author;body". */
function jiraComment(value: string): ImportComment | null {
  if (!value.trim()) return null;
  const match = /^([^;]*);([^;]*);([\s\S]*)$/.exec(value);
  if (!match) return { author: null, body: value, createdAt: null };
  return { createdAt: match[1].trim() || null, author: match[2].trim() || null, body: match[3] };
}

/** The rows of a CSV file, its columns mapped (all columns of a repeated header give a list field: Jira's labels). */
export function readCsv(text: string, mapping: ColumnMapping | null, format?: ImportFormat): ParsedFile {
  let table: string[][];
  try {
    table = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw badInput('content', error.message);
    throw error;
  }
  const [headers = [], ...records] = table;
  if (headers.length === 0) throw badInput('content', 'The file is empty: its first row should name the columns.');
  const detected = format ?? csvFormatOf(headers);
  const used = mapping && Object.keys(mapping).length > 0 ? mapping : defaultMapping(headers);
  for (const [field, column] of Object.entries(used)) {
    if (!(IMPORT_FIELDS as readonly string[]).includes(field)) throw badInput('mapping', `Lanes has no field named ${field}.`);
    if (column && !headers.includes(column)) throw badInput('mapping', `The file has no column named ${column}.`);
  }
  if (!used.title) throw badInput('mapping', 'Choose the column that gives the issues’ titles.');
  const indexes = (column: string | undefined) => (column ? headers.flatMap((header, index) => (header === column ? [index] : [])) : []);
  const columns = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, indexes(used[field])])) as Record<ImportField, number[]>;
  const commentColumns = detected === 'JIRA' ? indexes(headers.find((header) => simple(header) === 'comment')) : [];
  const rows = records
    .map((record, index) => ({ record, row: index + 1 }))
    .filter(({ record }) => record.some((value) => value.trim() !== ''))
    .map(({ record, row }): ImportRow => {
      const one = (field: ImportField) => (columns[field].length ? (record[columns[field][0]] ?? '').trim() : '');
      const many = (field: ImportField) => columns[field].flatMap((index) => list(record[index] ?? ''));
      const title = one('title');
      const description = columns.description.length ? (record[columns.description[0]] ?? '') : '';
      const createdAt = one('createdAt');
      return {
        row,
        externalRef: one('externalRef') || digestRef([title, description, createdAt]),
        title,
        description,
        status: one('status'),
        priority: one('priority'),
        assignees: many('assignee').slice(0, 1),
        labels: many('labels'),
        dueDate: one('dueDate'),
        estimate: one('estimate'),
        createdAt,
        updatedAt: '',
        comments: commentColumns.map((index) => jiraComment(record[index] ?? '')).filter((comment) => comment !== null),
      };
    });
  return { format: detected, rows, headers, mapping: used };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const person = (value: unknown) => (isObject(value) ? str(value.email) || str(value.login) || str(value.name) || null : str(value) || null);

/** A GitHub issue of either shape: the REST API's (html_url, user, created_at, state "open") or gh's (url, author, createdAt, "OPEN"). */
function githubRow(item: unknown, row: number): ImportRow {
  const issue = isObject(item) ? item : {};
  const labels = Array.isArray(issue.labels) ? issue.labels.map((label) => (isObject(label) ? str(label.name) : str(label))).filter(Boolean) : [];
  const assignees = Array.isArray(issue.assignees)
    ? issue.assignees.map(person).filter((name): name is string => name !== null)
    : issue.assignee
      ? [person(issue.assignee)].filter((name): name is string => name !== null)
      : [];
  // The REST API gives a count of comments only; gh gives them.
  const comments = Array.isArray(issue.comments)
    ? issue.comments.filter(isObject).map((comment) => ({
        author: person(comment.author ?? comment.user),
        body: str(comment.body),
        createdAt: str(comment.createdAt ?? comment.created_at) || null,
      }))
    : [];
  const state = str(issue.state).toLowerCase();
  const reason = str(issue.stateReason ?? issue.state_reason).toLowerCase();
  return {
    row,
    externalRef: str(issue.html_url ?? issue.url) || digestRef([str(issue.number), str(issue.title), str(issue.body)]),
    title: str(issue.title),
    description: str(issue.body),
    status: state === 'closed' ? (reason === 'not_planned' ? 'canceled' : 'done') : state === 'open' ? 'todo' : state,
    priority: '',
    assignees,
    labels,
    dueDate: '',
    estimate: '',
    createdAt: str(issue.createdAt ?? issue.created_at),
    updatedAt: '',
    comments,
    refusal: issue.pull_request ? 'A pull request, not an issue.' : undefined,
  };
}

/** An issue of a Lanes JSON export (see export.ts). */
function lanesRow(item: unknown, row: number): ImportRow {
  const issue = isObject(item) ? item : {};
  const comments = Array.isArray(issue.comments) ? issue.comments.filter(isObject) : [];
  return {
    row,
    externalRef: str(issue.externalRef) || str(issue.key) || digestRef([str(issue.title), str(issue.description), str(issue.createdAt)]),
    title: str(issue.title),
    description: str(issue.description),
    status: str(issue.status),
    priority: str(issue.priority),
    assignees: issue.assignee ? [person(issue.assignee)].filter((name): name is string => name !== null) : [],
    labels: Array.isArray(issue.labels) ? issue.labels.map(str).filter(Boolean) : [],
    dueDate: str(issue.dueDate),
    estimate: issue.estimate == null ? '' : str(issue.estimate),
    createdAt: str(issue.createdAt),
    updatedAt: str(issue.updatedAt),
    comments: comments.map((comment) => ({ author: person(comment.author), body: str(comment.body), createdAt: str(comment.createdAt) || null })),
  };
}

function readJson(text: string): ParsedFile {
  let data: unknown;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    throw badInput('content', 'The file is not valid JSON.');
  }
  if (isObject(data) && data.format === 'lanes' && Array.isArray(data.issues)) {
    return { format: 'LANES', rows: data.issues.map((issue, index) => lanesRow(issue, index + 1)), headers: [], mapping: {} };
  }
  const items = Array.isArray(data) ? data : isObject(data) && Array.isArray(data.items) ? data.items : isObject(data) && Array.isArray(data.issues) ? data.issues : null;
  if (!items) throw badInput('content', 'The JSON is neither a GitHub Issues export (a list of issues) nor a Lanes export.');
  return { format: 'GITHUB', rows: items.map((item, index) => githubRow(item, index + 1)), headers: [], mapping: {} };
}

/** The file's rows: JSON (GitHub, Lanes) or CSV, by its content unless the format is given. */
export function readImportFile(content: string, options: { format?: ImportFormat | null; mapping?: ColumnMapping | null } = {}): ParsedFile {
  const trimmed = content.replace(/^\uFEFF/, '').trimStart();
  const isJson = options.format === 'GITHUB' || options.format === 'LANES' || (!options.format && (trimmed.startsWith('[') || trimmed.startsWith('{')));
  if (isJson) return readJson(content);
  return readCsv(content, options.mapping ?? null, options.format === 'CSV' ? undefined : (options.format ?? undefined));
}

/** A `--map title=Title,status=State` argument as a mapping. */
export function parseMappingArgument(argument: string): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const pair of argument.split(',')) {
    const [field, ...column] = pair.split('=');
    if (!field || column.length === 0) throw new Error(`Expected field=Column, got "${pair}".`);
    mapping[field.trim() as ImportField] = column.join('=').trim();
  }
  return mapping;
}
