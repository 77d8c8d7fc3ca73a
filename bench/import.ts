// The import scenario of `npm run bench` (BENCH_SCENARIOS=import): BENCH_IMPORT_ROWS rows (default 10,000) of a
// Linear-shaped CSV file (statuses, priorities, five label names, members' emails as assignees, dates), imported into
// an empty project through the app's own import (the job the server runs after an upload), on PGlite or, with
// DATABASE_URL, PostgreSQL. Printed: the time and rows per second, and whether every row became an issue. Never fails
// on timing (the target: 10,000 rows in under a minute on PostgreSQL).
import { performance } from 'node:perf_hooks';
import { createImportJob, runImportJob } from '../server/features/imports/domain';
import { formatCsv } from '../src/rules/csv';
import { projectNode } from '../server/features/projects/resolvers';
import { issueTeam } from '../server/test/issues';
import { startTestServer } from '../server/test/server';

const STATUSES = ['Backlog', 'Todo', 'In Progress', 'In Review', 'Done', 'Canceled'];
const PRIORITIES = ['No priority', 'Urgent', 'High', 'Medium', 'Low'];
const LABELS = ['Bug', 'Feature', 'Docs', 'Frontend', 'Backend'];

export async function benchImport({ rows }: { rows: number }): Promise<void> {
  const server = await startTestServer();
  try {
    console.log(`\nimport: ${rows.toLocaleString('en')} rows on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}`);
    const team = await issueTeam(server, {}, 'IMP');
    const emails = [team.people.admin.email, team.people.member.email, 'someone@elsewhere.test', ''];
    const csv = formatCsv([
      ['ID', 'Team', 'Title', 'Description', 'Status', 'Priority', 'Assignee', 'Labels', 'Created', 'Due Date'],
      ...Array.from({ length: rows }, (_, i) => [
        `ENG-${i + 1}`,
        'Engineering',
        `Imported issue ${i + 1}`,
        i % 3 === 0 ? `Line one of ${i + 1},\nline "two".` : '',
        STATUSES[i % STATUSES.length],
        PRIORITIES[i % PRIORITIES.length],
        emails[i % emails.length],
        [LABELS[i % LABELS.length], LABELS[(i + 2) % LABELS.length]].join(', '),
        new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
        i % 4 === 0 ? '2025-06-30' : '',
      ]),
    ]);
    const { db } = server.database;
    const started = performance.now();
    const job = await createImportJob(db, team.workspaceId, team.people.admin.id, projectNode.localId(team.projectId)!, { content: csv });
    const ended = await runImportJob(db, team.workspaceId, job.id);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  ${ended.status}: ${ended.created.toLocaleString('en')} issues created, ${(ended.skipped as unknown[]).length} skipped, in ${seconds.toFixed(1)} s: ` +
        `${Math.round(rows / seconds).toLocaleString('en')} rows/s${ended.created === rows ? '' : ' (NOT every row became an issue)'}`,
    );
  } finally {
    await server.stop();
  }
}
