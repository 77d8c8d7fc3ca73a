// Attachments in the graph: an issue's files (each with a fresh signed address), and removing one. Uploading is the
// HTTP route's (http.ts): a file is bytes, not GraphQL.
import { assertCan, can, type Resource } from '../../auth/policy';
import { notFound } from '../../errors';
import { requireViewer, type GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { defineNode } from '../../graphql/nodes';
import { deleteAttachment, downloadUrl, type AttachmentRow } from './domain';
import { isInlineImage } from './sniff';

export const attachmentNode = defineNode<AttachmentRow>({
  type: 'Attachment',
  idKind: 'uuid',
  load: (context, id) => requireViewer(context).loaders.attachment.load(id),
});

/** An attachment as the resource of the policy's rules: who attached it created it. */
const attachmentResource = (attachment: AttachmentRow): Resource => ({ workspaceId: attachment.workspaceId, createdBy: attachment.createdBy });

async function issueOfAttachment(context: GraphQLContext, attachment: AttachmentRow) {
  const issue = await requireViewer(context).loaders.issue.load(attachment.issueId);
  if (!issue) throw notFound('No issue has this id.');
  return issue;
}

export const attachmentResolvers = {
  Issue: {
    attachments: (issue, _args, context) => requireViewer(context).loaders.issueAttachments.load(issue.id),
    viewerCanAttach: (issue, _args, context) => can(requireViewer(context).viewer, 'attachment:create', { workspaceId: issue.workspaceId }),
  },
  Attachment: {
    issue: (attachment, _args, context) => issueOfAttachment(context, attachment),
    name: (attachment) => attachment.fileName,
    size: (attachment) => Number(attachment.byteSize),
    isImage: (attachment) => isInlineImage(attachment.contentType),
    url: (attachment) => downloadUrl(attachment),
    uploader: (attachment, _args, context) => (attachment.createdBy ? requireViewer(context).loaders.issueUser.load(attachment.createdBy) : null),
    viewerCanDelete: (attachment, _args, context) => can(requireViewer(context).viewer, 'attachment:delete', attachmentResource(attachment)),
  },
  Mutation: {
    deleteAttachment: async (_parent, { input }, context) => {
      const { viewer, loaders } = requireViewer(context);
      const id = attachmentNode.localId(input.id);
      const current = id ? await loaders.attachment.load(id) : null;
      if (!current) throw notFound('No file has this id.', 'id');
      assertCan(viewer, 'attachment:delete', attachmentResource(current));
      const deleted = await deleteAttachment(context.db, viewer.workspace.id, viewer.user.id, current.id);
      if (!deleted) throw notFound('No file has this id.', 'id');
      loaders.issue.clear(deleted.issueId);
      loaders.issueAttachments.clear(deleted.issueId);
      return { deletedAttachmentId: attachmentNode.globalId(deleted.id), issue: await issueOfAttachment(context, deleted) };
    },
  },
} satisfies Resolvers;
