// Generates the server's resolver types from schema.graphql; `npm run codegen:check` fails when they are stale.
// Mappers name the server-side objects resolvers receive as parents (paths are relative to the generated file).
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: './schema.graphql',
  generates: {
    // The server tests' operations, typed: `graphql(\`query Name …\`)` in a test returns a TypedDocumentString whose
    // result and variables `gql()` (server/test/client.ts) types.
    './server/test/__generated__/': {
      documents: ['server/**/*.test.ts', 'server/test/**/*.ts', '!server/test/__generated__/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string' },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    './server/graphql/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context#GraphQLContext',
        mappers: {
          User: '../../features/users/domain#UserRow',
          Workspace: '../../features/workspaces/domain#WorkspaceRow',
          Project: '../../features/projects/domain#ProjectRow',
          ProjectConnection: '../connections#ConnectionSource<ProjectRow>',
          Label: '../../features/labels/domain#LabelRow',
          LabelConnection: '../connections#ConnectionSource<LabelRow>',
          ProjectEvent: '../../features/projects/events#ProjectEvent as ProjectEventSource',
          Issue: '../../features/issues/domain#IssueRow',
          IssueConnection: '../connections#ConnectionSource<IssueRow>',
          IssueGroup: '../../features/issues/domain#IssueGroupRow',
          ImportJob: '../../features/imports/domain#ImportJobRow',
          IssueEvent: '../../features/issues/events#IssueEvent as IssueEventSource',
          PresenceEvent: '../../features/presence/resolvers#PresenceEventSource',
          LabelEvent: '../../features/labels/events#LabelEvent as LabelEventSource',
          Member: '../../features/members/domain#MemberRow',
          MemberConnection: '../connections#ConnectionSource<MemberRow>',
          Invitation: '../../features/members/domain#InvitationRow',
          InvitationConnection: '../connections#ConnectionSource<InvitationRow>',
          Comment: '../../features/comments/domain#CommentRow',
          CommentConnection: '../connections#ConnectionSource<CommentRow>',
          IssueActivity: '../../features/comments/domain#ActivityRow',
          IssueFieldChange: '../../features/comments/domain#FieldChange',
          IssueRelation: '../../features/subissues/domain#RelationView',
          TimelineItem: '../../features/comments/domain#TimelineRow',
          TimelineConnection: '../connections#ConnectionSource<TimelineRow>',
          TimelineEvent: '../../features/comments/events#TimelineEvent as TimelineEventSource',
          ReactionGroup: '../../features/comments/reactions#ReactionGroupRow',
          Notification: '../../features/notifications/domain#NotificationRow',
          NotificationConnection: '../connections#ConnectionSource<NotificationRow>',
          NotificationEvent: '../../features/notifications/events#NotificationEventSource',
          Viewer: '../../auth/viewer#Viewer as ViewerSource',
          Attachment: '../../features/attachments/domain#AttachmentRow',
          ApiKey: '../../features/apiKeys/domain#ApiKeyRow',
          WebhookEndpoint: '../../features/webhooks/domain#EndpointRow',
          WebhookDelivery: '../../features/webhooks/domain#DeliveryRow',
          // Saved views (#21)
          SavedView: '../../features/views/domain#SavedViewRow',
          SavedViewEvent: '../../features/views/events#SavedViewEvent as SavedViewEventSource',
          Cycle: '../../features/cycles/domain#CycleRow',
          CycleEvent: '../../features/cycles/events#CycleEvent as CycleEventSource',
        },
        scalars: { DateTime: 'Date | string', Date: 'string' },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
  },
};

export default config;
