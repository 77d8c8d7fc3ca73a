// Imports and exports: the ImportJob node, Project.imports / viewerCanImport / exportIssues, Query.importJob and the
// import mutations. Thin: the domain reads the file and works through it in the background, the policy decides.
import { assertCan, can } from '../../auth/policy';
import { conflict, notFound } from '../../errors';
import { requireViewer, type GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { defineNode, globalIds } from '../../graphql/nodes';
import type { ProjectRow } from '../projects/domain';
import { cancelImportJob, createImportJob, findImportJobs, isOver, listImportJobs, startImportJob, type ImportJobRow, type RowNote } from './domain';
import { exportIssues } from './export';
import type { ColumnMapping } from './formats';

export const importJobNode = defineNode<ImportJobRow>({
  type: 'ImportJob',
  idKind: 'uuid',
  load: async (context, id) => {
    const { viewer } = requireViewer(context);
    return (await findImportJobs(context.db, viewer.workspace.id, [id]))[0] ?? null;
  },
});

const projectIds = globalIds('Project', 'uuid');
const NO_IMPORT = 'No import has this id.';

/** The project the input names, in the viewer's workspace; NOT_FOUND otherwise (another workspace's too). */
async function projectOf(context: GraphQLContext, globalId: string): Promise<ProjectRow> {
  const id = projectIds.localId(globalId);
  const project = id ? await requireViewer(context).loaders.project.load(id) : null;
  if (!project) throw notFound('No project has this id.', 'projectId');
  return project;
}

async function jobOf(context: GraphQLContext, globalId: string): Promise<ImportJobRow> {
  const id = importJobNode.localId(globalId);
  const job = id ? await importJobNode.load(context, id) : null;
  if (!job) throw notFound(NO_IMPORT, 'id');
  return job;
}

export const importResolvers = {
  Project: {
    viewerCanImport: (project, _args, context) => !project.archivedAt && can(requireViewer(context).viewer, 'issue:import', project),
    imports: (project, _args, context) => listImportJobs(context.db, project.workspaceId, project.id),
    // Whoever reads the project reads its issues: the export asks nothing more.
    exportIssues: (project, { format }, context) => exportIssues(context.db, { project }, format, { publicUrl: context.publicUrl }),
  },
  ImportJob: {
    skipped: (job) => job.skipped as RowNote[],
    warnings: (job) => job.warnings as RowNote[],
    status: (job) => job.status as ImportJobRow['status'] & ('PENDING' | 'RUNNING' | 'DONE' | 'CANCELED' | 'FAILED'),
    format: (job) => job.format as 'CSV' | 'LINEAR' | 'JIRA' | 'GITHUB' | 'LANES',
    viewerCanCancel: (job, _args, context) => !isOver(job.status) && can(requireViewer(context).viewer, 'issue:import', job),
  },
  Query: {
    importJob: async (_parent, { id }, context) => {
      const localId = importJobNode.localId(id);
      return localId ? importJobNode.load(context, localId) : null;
    },
  },
  Mutation: {
    startImport: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const project = await projectOf(context, input.projectId);
      assertCan(viewer, 'issue:import', project);
      if (project.archivedAt) throw conflict('projectId', `The project ${project.name} (${project.key}) is archived: restore it before importing into it.`);
      const mapping = input.mapping ? (Object.fromEntries(input.mapping.map(({ field, column }) => [field, column])) as ColumnMapping) : null;
      const importJob = await createImportJob(context.db, viewer.workspace.id, viewer.user.id, project.id, { ...input, mapping });
      startImportJob(context.db, importJob);
      return { importJob };
    },
    cancelImport: async (_parent, { input }, context) => {
      const { viewer } = requireViewer(context);
      const job = await jobOf(context, input.id);
      assertCan(viewer, 'issue:import', job);
      const importJob = await cancelImportJob(context.db, viewer.workspace.id, job.id);
      if (!importJob) throw notFound(NO_IMPORT, 'id');
      return { importJob };
    },
  },
} satisfies Resolvers;
