// CSV as RFC 4180 writes it (shared by the import's preview in the app and the server's import and export): fields separated by commas, rows by CRLF (or LF), a field in double quotes may hold
// commas, line breaks and doubled quotes (""). A leading byte-order mark is dropped. No dependency: the import and
// export read and write it here.

/** The rows of the text, each an array of its fields (a trailing line break ends the last row; it adds none). */
export function parseCsv(text: string): string[][] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  // Whether the current row has begun: a line break after nothing ends no row.
  let inRow = false;
  while (index < source.length) {
    const char = source[index];
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
      } else {
        field += char;
      }
      index += 1;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      inRow = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
      inRow = true;
    } else if (char === '\r' || char === '\n') {
      if (inRow || field !== '') {
        row.push(field);
        rows.push(row);
      }
      row = [];
      field = '';
      inRow = false;
      if (char === '\r' && source[index + 1] === '\n') index += 1;
    } else {
      field += char;
      inRow = true;
    }
    index += 1;
  }
  if (quoted) throw new CsvError('A quoted field is not closed before the end of the file.');
  if (inRow || field !== '') {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export class CsvError extends Error {}

/** One field as CSV writes it: quoted when it holds a comma, a quote, a line break or leading/trailing space. */
export function csvField(value: string | number | null | undefined): string {
  const text = value == null ? '' : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV text, CRLF after each. */
export function formatCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return rows.map((row) => row.map(csvField).join(',') + '\r\n').join('');
}

/** The Lanes fields an imported CSV column may give. */
export const IMPORT_FIELDS = ['title', 'description', 'status', 'priority', 'assignee', 'labels', 'dueDate', 'estimate', 'createdAt', 'externalRef'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Which column (by header) gives each field. */
export type ColumnMapping = Partial<Record<ImportField, string>>;

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  title: 'Title',
  description: 'Description',
  status: 'Status',
  priority: 'Priority',
  assignee: 'Assignee (email)',
  labels: 'Labels',
  dueDate: 'Due date',
  estimate: 'Estimate',
  createdAt: 'Created',
  externalRef: 'External key or URL',
};

// The headers each field is recognised by, most specific first (compared regardless of case and spaces).
const DEFAULT_COLUMNS: Record<ImportField, readonly string[]> = {
  title: ['Title', 'Summary', 'Name'],
  description: ['Description', 'Body'],
  status: ['Status', 'State'],
  priority: ['Priority'],
  assignee: ['Assignee', 'Assignee Email', 'Assignees'],
  labels: ['Labels', 'Label', 'Tags'],
  dueDate: ['Due Date', 'Due'],
  estimate: ['Estimate', 'Story Points', 'Points'],
  createdAt: ['Created', 'Created At', 'Created Date'],
  externalRef: ['External Ref', 'Issue key', 'ID', 'Key', 'URL'],
};

/** A header as the defaults compare it. */
export const simpleHeader = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');

/** The columns recognised among the headers. */
export function defaultMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const field of IMPORT_FIELDS) {
    for (const candidate of DEFAULT_COLUMNS[field]) {
      const header = headers.find((given) => simpleHeader(given) === simpleHeader(candidate));
      if (header !== undefined) {
        mapping[field] = header;
        break;
      }
    }
  }
  return mapping;
}
