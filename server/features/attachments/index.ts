// The attachments feature: what it gives the server (see server/graphql/feature.ts). Its HTTP routes (upload and
// download) are http.ts's, mounted by server/app.ts.
import DataLoader from 'dataloader';
import type { DB } from '../../db/database';
import { byId } from '../../graphql/dataloader';
import type { Feature } from '../../graphql/feature';
import { attachmentsOfIssues, findAttachmentsByIds, type AttachmentRow } from './domain';
import { attachmentNode, attachmentResolvers } from './resolvers';

export const attachmentsFeature = {
  name: 'attachments',
  resolvers: attachmentResolvers,
  nodes: [attachmentNode],
} satisfies Feature;

export const attachmentLoaders = (db: DB, workspaceId: string) => ({
  attachment: new DataLoader<string, AttachmentRow | null>(async (ids) => byId(ids, await findAttachmentsByIds(db, workspaceId, ids))),
  /** Each issue's attachments, oldest first. */
  issueAttachments: new DataLoader<string, AttachmentRow[]>(async (ids) => {
    const byIssue = await attachmentsOfIssues(db, workspaceId, ids);
    return ids.map((id) => byIssue.get(id) ?? []);
  }),
});
