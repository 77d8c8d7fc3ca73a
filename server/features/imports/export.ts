// A project's issues (or a saved view's) as a file: JSON (every field an import reads back: labels by name, assignee and comment authors
// by email and name, dates, the external reference) or CSV (one issue a row, its comments in one column). Attached
// files are listed with their lasting addresses (a token of the workspace downloads them); an import does not fetch them.
import type { DB } from '../../db/database';
import { attachmentPath, attachmentsOfIssues } from '../attachments/domain';
import { listAllIssues, labelsOfIssues, findPeopleByIds, type IssueFilter } from '../issues/domain';
import { findProjectsByIds, type ProjectRow } from '../projects/domain';
import { issueKey } from '../../../src/rules/issue';
import { formatCsv } from '../../../src/rules/csv';

export type ExportFormat = 'CSV' | 'JSON';

interface Person {
  email: string | null;
  name: string;
}

export interface ExportedIssue {
  key: string;
  title: string;
  description: string;
  status: string;
  priority: string;
  estimate: number | null;
  dueDate: string | null;
  labels: string[];
  assignee: Person | null;
  creator: Person | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  externalRef: string | null;
  comments: Array<{ author: Person | null; body: string; createdAt: string }>;
  attachments: Array<{ name: string; contentType: string; size: number; url: string }>;
}

export interface ProjectExport {
  format: 'lanes';
  version: 1;
  /** The project exported; a saved view's export names the view instead (its issues may be of several projects). */
  project?: { key: string; name: string };
  view?: { name: string };
  exportedAt: string;
  issues: ExportedIssue[];
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface ExportOptions {
  /** The origin this server is reached at: the base of the files' addresses. */
  publicUrl: string;
  filter?: IssueFilter | null;
}

/** What is exported: a project's issues, or (a saved view's) the workspace's, of every project, named by the view. */
export type ExportSource = { project: ProjectRow } | { view: { workspaceId: string; name: string; projectId: string | null } };

/** The source's issues (those passing the filter), by project and number, with everything an import reads back. */
export async function collectExport(db: DB, source: ExportSource, { publicUrl, filter }: ExportOptions): Promise<ProjectExport> {
  const workspaceId = 'project' in source ? source.project.workspaceId : source.view.workspaceId;
  const projectId = 'project' in source ? source.project.id : source.view.projectId;
  const issues = await listAllIssues(db, workspaceId, projectId, filter);
  const ids = issues.map((issue) => issue.id);
  const comments = ids.length
    ? await db
        .selectFrom('comments')
        .select(['issueId', 'authorId', 'body', 'createdAt'])
        .where('workspaceId', '=', workspaceId)
        .where('issueId', 'in', ids)
        .orderBy('createdAt')
        .orderBy('id')
        .execute()
    : [];
  const [labels, attachments, people, projects] = await Promise.all([
    labelsOfIssues(db, workspaceId, ids),
    attachmentsOfIssues(db, workspaceId, ids),
    findPeopleByIds(db, [...new Set([...issues.flatMap((issue) => [issue.assigneeId, issue.createdBy]), ...comments.map((comment) => comment.authorId)])].filter((id): id is string => !!id)),
    'project' in source ? [source.project] : findProjectsByIds(db, workspaceId, [...new Set(issues.map((issue) => issue.projectId))]),
  ]);
  const keyOf = new Map(projects.map((project) => [project.id, project.key]));
  const personOf = (id: string | null): Person | null => {
    const user = id ? people.find((candidate) => candidate.id === id) : undefined;
    return user ? { email: user.email, name: user.name } : null;
  };
  const commentsOf = new Map<string, ExportedIssue['comments']>();
  for (const comment of comments) {
    const list = commentsOf.get(comment.issueId) ?? commentsOf.set(comment.issueId, []).get(comment.issueId)!;
    list.push({ author: personOf(comment.authorId), body: comment.body, createdAt: iso(comment.createdAt)! });
  }
  return {
    format: 'lanes',
    version: 1,
    ...('project' in source ? { project: { key: source.project.key, name: source.project.name } } : { view: { name: source.view.name } }),
    exportedAt: new Date().toISOString(),
    issues: issues.map((issue) => ({
      key: issueKey(keyOf.get(issue.projectId) ?? '?', issue.number),
      title: issue.title,
      description: issue.description,
      status: issue.status,
      priority: issue.priority,
      estimate: issue.estimate,
      dueDate: issue.dueDate,
      labels: (labels.get(issue.id) ?? []).map((label) => label.name),
      assignee: personOf(issue.assigneeId),
      creator: personOf(issue.createdBy),
      createdAt: iso(issue.createdAt)!,
      updatedAt: iso(issue.updatedAt)!,
      completedAt: iso(issue.completedAt),
      externalRef: issue.externalRef,
      comments: commentsOf.get(issue.id) ?? [],
      attachments: (attachments.get(issue.id) ?? []).map((file) => ({
        name: file.fileName,
        contentType: file.contentType,
        size: Number(file.byteSize),
        url: `${publicUrl}${attachmentPath(file)}`,
      })),
    })),
  };
}

export const CSV_HEADERS = ['Key', 'Title', 'Description', 'Status', 'Priority', 'Estimate', 'Due Date', 'Labels', 'Assignee', 'Assignee Name', 'Creator', 'Created', 'Updated', 'External Ref', 'Comments', 'Attachments'];

/** The export as CSV, with the headers an import recognises. */
export function exportCsv(data: ProjectExport): string {
  return formatCsv([
    CSV_HEADERS,
    ...data.issues.map((issue) => [
      issue.key,
      issue.title,
      issue.description,
      issue.status,
      issue.priority,
      issue.estimate,
      issue.dueDate,
      issue.labels.join(', '),
      issue.assignee?.email,
      issue.assignee?.name,
      issue.creator?.email ?? issue.creator?.name,
      issue.createdAt,
      issue.updatedAt,
      issue.externalRef,
      issue.comments.map((comment) => `${comment.author?.email ?? comment.author?.name ?? 'Someone'} on ${comment.createdAt}:\n${comment.body}`).join('\n\n'),
      issue.attachments.map((file) => file.url).join('\n'),
    ]),
  ]);
}

/** The source's issues as a file of the format. */
export async function exportIssues(db: DB, source: ExportSource, format: ExportFormat, options: ExportOptions): Promise<string> {
  const data = await collectExport(db, source, options);
  return format === 'CSV' ? exportCsv(data) : JSON.stringify(data, null, 2);
}
