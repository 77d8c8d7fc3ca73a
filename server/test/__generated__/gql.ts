/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query BuiltinTestSeededViewer { viewer { role workspace { slug viewerCanCreateProject projects(first: 10) { edges { node { key } } } } } }": typeof types.BuiltinTestSeededViewerDocument,
    "query BuiltinTestViewer { viewer { user { name } } }": typeof types.BuiltinTestViewerDocument,
    "query BuiltinTestPersonalWorkspace { viewer { workspace { name personal } } }": typeof types.BuiltinTestPersonalWorkspaceDocument,
    "query ClerkWebhooksTestMembers { viewer { workspace { name members(first: 50) { edges { node { role user { id name } } } } } } }": typeof types.ClerkWebhooksTestMembersDocument,
    "query ClerkWebhooksTestViewer { viewer { role } }": typeof types.ClerkWebhooksTestViewerDocument,
    "mutation ClerkWebhooksTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { key } } }": typeof types.ClerkWebhooksTestCreateProjectDocument,
    "mutation DatabasePostgresTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { key } } }": typeof types.DatabasePostgresTestCreateDocument,
    "\n  mutation ApiKeysTestCreate($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey { id name prefix role expiresAt lastUsedAt expired }\n    }\n  }\n": typeof types.ApiKeysTestCreateDocument,
    "mutation ApiKeysTestRevoke($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) { revokedApiKeyId } }": typeof types.ApiKeysTestRevokeDocument,
    "query ApiKeysTestList { viewer { apiKeys { id name prefix role lastUsedAt } apiKeyRoles viewerCanManageApiKeys } }": typeof types.ApiKeysTestListDocument,
    "query ApiKeysTestViewer { viewer { role user { name } workspace { id name } } }": typeof types.ApiKeysTestViewerDocument,
    "mutation ApiKeysTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id key } } }": typeof types.ApiKeysTestCreateProjectDocument,
    "query ApiKeysTestNode($id: ID!) { node(id: $id) { id } }": typeof types.ApiKeysTestNodeDocument,
    "mutation ApiKeysTestRole($input: UpdateMemberRoleInput!) { updateMemberRole(input: $input) { member { id } } }": typeof types.ApiKeysTestRoleDocument,
    "query AttachmentsTestIssue($id: ID!) {\n  node(id: $id) { ... on Issue { id viewerCanAttach attachments { id name contentType size isImage url viewerCanDelete uploader { name } } } }\n}": typeof types.AttachmentsTestIssueDocument,
    "query AttachmentsTestNode($id: ID!) { node(id: $id) { id ... on Attachment { name } } }": typeof types.AttachmentsTestNodeDocument,
    "query AttachmentsTestTimeline($id: ID!) {\n  node(id: $id) { ... on Issue { timeline(first: 50) { edges { node { ... on IssueActivity { changes { field from to } } } } } } }\n}": typeof types.AttachmentsTestTimelineDocument,
    "mutation AttachmentsTestDelete($input: DeleteAttachmentInput!) {\n  deleteAttachment(input: $input) { deletedAttachmentId issue { id attachments { id } } }\n}": typeof types.AttachmentsTestDeleteDocument,
    "mutation AttachmentsTestCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }": typeof types.AttachmentsTestCreateKeyDocument,
    "subscription AttachmentsTestIssueEvents($projectId: ID!) {\n  issueEvents(projectId: $projectId) { kind issue { id attachments { name } } }\n}": typeof types.AttachmentsTestIssueEventsDocument,
    "mutation S3TestDelete($input: DeleteAttachmentInput!) { deleteAttachment(input: $input) { deletedAttachmentId } }": typeof types.S3TestDeleteDocument,
    "mutation CommentsTestCreate($input: CreateCommentInput!) {\n  createComment(input: $input) {\n    comment { id body edited createdAt updatedAt viewerCanUpdate viewerCanDelete author { id name } mentions { id name } issue { id } }\n    commentEdge { cursor node { id } }\n    timelineEdge { cursor node { __typename ... on Comment { id } } }\n  }\n}": typeof types.CommentsTestCreateDocument,
    "mutation CommentsTestUpdate($input: UpdateCommentInput!) {\n  updateComment(input: $input) { comment { id body edited mentions { id name } } }\n}": typeof types.CommentsTestUpdateDocument,
    "mutation CommentsTestDelete($input: DeleteCommentInput!) {\n  deleteComment(input: $input) { deletedCommentId issue { id comments { totalCount } } }\n}": typeof types.CommentsTestDeleteDocument,
    "query CommentsTestList($id: ID!, $first: Int, $after: String) {\n  node(id: $id) {\n    ... on Issue {\n      viewerCanComment\n      comments(first: $first, after: $after) {\n        totalCount\n        pageInfo { hasNextPage endCursor }\n        edges { cursor node { id body author { name } mentions { id name } viewerCanUpdate viewerCanDelete } }\n      }\n    }\n  }\n}": typeof types.CommentsTestListDocument,
    "query CommentsTestNode($id: ID!) {\n  node(id: $id) { id ... on Comment { body } ... on IssueActivity { created } }\n}": typeof types.CommentsTestNodeDocument,
    "query CommentsTestIssueMentions($id: ID!) {\n  node(id: $id) { ... on Issue { mentions { id name } } }\n}": typeof types.CommentsTestIssueMentionsDocument,
    "query CommentsTestTimelineFirst($id: ID!) {\n  node(id: $id) { ... on Issue { timeline(first: 1) { edges { node { ... on IssueActivity { id created } } } } } }\n}": typeof types.CommentsTestTimelineFirstDocument,
    "mutation ReactionsTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }": typeof types.ReactionsTestCommentDocument,
    "mutation ReactionsTestReact($input: AddCommentReactionInput!) {\n  addCommentReaction(input: $input) { comment { id reactions { content count viewerHasReacted users { name } } } }\n}": typeof types.ReactionsTestReactDocument,
    "mutation ReactionsTestUnreact($input: RemoveCommentReactionInput!) {\n  removeCommentReaction(input: $input) { comment { id reactions { content count viewerHasReacted users { name } } } }\n}": typeof types.ReactionsTestUnreactDocument,
    "query ReactionsTestRead($id: ID!) {\n  node(id: $id) { ... on Comment { viewerCanReact reactions { content count viewerHasReacted users { name } } } }\n}": typeof types.ReactionsTestReadDocument,
    "mutation ReactionsTestDeleteIssue($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }": typeof types.ReactionsTestDeleteIssueDocument,
    "subscription ReactionsTestEvents($issueId: ID!) {\n  issueTimelineEvents(issueId: $issueId) { kind item { ... on Comment { id body reactions { content count users { name } } } } }\n}": typeof types.ReactionsTestEventsDocument,
    "query TimelineTest($id: ID!, $first: Int, $after: String) {\n  node(id: $id) {\n    ... on Issue {\n      timeline(first: $first, after: $after) {\n        totalCount\n        pageInfo { hasNextPage endCursor }\n        edges {\n          cursor\n          node {\n            __typename\n            ... on Comment { id body }\n            ... on IssueActivity {\n              id created actor { id }\n              changes { field from to fromUser { id } toUser { id } addedLabels { name } removedLabels { name } }\n            }\n          }\n        }\n      }\n    }\n  }\n}": typeof types.TimelineTestDocument,
    "mutation TimelineTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }": typeof types.TimelineTestUpdateDocument,
    "mutation TimelineTestMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id status } } }": typeof types.TimelineTestMoveDocument,
    "mutation TimelineTestBulk($input: BulkUpdateIssuesInput!) { bulkUpdateIssues(input: $input) { issues { id } } }": typeof types.TimelineTestBulkDocument,
    "mutation TimelineTestDeleteIssue($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }": typeof types.TimelineTestDeleteIssueDocument,
    "mutation TimelineTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }": typeof types.TimelineTestCommentDocument,
    "mutation TimelineTestEdit($input: UpdateCommentInput!) { updateComment(input: $input) { comment { id } } }": typeof types.TimelineTestEditDocument,
    "mutation TimelineTestUncomment($input: DeleteCommentInput!) { deleteComment(input: $input) { deletedCommentId } }": typeof types.TimelineTestUncommentDocument,
    "query TimelineTestIssue($id: ID!) { node(id: $id) { ... on Issue { status priority } } }": typeof types.TimelineTestIssueDocument,
    "query TimelineTestInbox { viewer { unreadNotificationCount } }": typeof types.TimelineTestInboxDocument,
    "subscription TimelineTestEvents($issueId: ID!) {\n  issueTimelineEvents(issueId: $issueId) {\n    kind removedId\n    item { __typename ... on Comment { id body edited } ... on IssueActivity { id changes { field to } } }\n    timelineEdge { cursor node { ... on Comment { id } ... on IssueActivity { id } } }\n  }\n}": typeof types.TimelineTestEventsDocument,
    "mutation CyclesTestCreate($input: CreateCycleInput!) {\n  createCycle(input: $input) { cycle { id number name startsOn endsOn status } }\n}": typeof types.CyclesTestCreateDocument,
    "mutation CyclesTestCadence($input: CreateCycleCadenceInput!) {\n  createCycleCadence(input: $input) { cycles { id number startsOn endsOn } }\n}": typeof types.CyclesTestCadenceDocument,
    "mutation CyclesTestUpdate($input: UpdateCycleInput!) { updateCycle(input: $input) { cycle { id name startsOn endsOn } } }": typeof types.CyclesTestUpdateDocument,
    "mutation CyclesTestDelete($input: DeleteCycleInput!) { deleteCycle(input: $input) { deletedCycleId } }": typeof types.CyclesTestDeleteDocument,
    "mutation CyclesTestSettings($input: UpdateCycleSettingsInput!) {\n  updateCycleSettings(input: $input) { workspace { cycleRollover } }\n}": typeof types.CyclesTestSettingsDocument,
    "query CyclesTestList {\n  viewer { workspace { viewerCanManageCycles cycleRollover currentCycle { number } cycles { id number status } } }\n}": typeof types.CyclesTestListDocument,
    "query CyclesTestCycle($number: Int!) {\n  viewer { workspace { cycle(number: $number) {\n    id number status\n    scope { issueCount estimate } completed { issueCount estimate }\n    issues(first: 50) { totalCount edges { node { id title cycle { number } } } }\n    burnUp { unit days { date scope completed } }\n  } } }\n}": typeof types.CyclesTestCycleDocument,
    "mutation CyclesTestUpdateIssue($input: UpdateIssueInput!) {\n  updateIssue(input: $input) { issue { id status cycle { id number } } }\n}": typeof types.CyclesTestUpdateIssueDocument,
    "mutation CyclesTestScale($input: UpdateEstimateSettingsInput!) { updateEstimateSettings(input: $input) { workspace { estimateScale } } }": typeof types.CyclesTestScaleDocument,
    "mutation CyclesTestBulk($input: BulkUpdateIssuesInput!) { bulkUpdateIssues(input: $input) { issues { id cycle { number } } } }": typeof types.CyclesTestBulkDocument,
    "query CyclesTestIssues($projectId: ID!, $filter: IssueFilter) {\n  node(id: $projectId) { ... on Project { issues(first: 50, filter: $filter) { totalCount edges { node { title } } } } }\n}": typeof types.CyclesTestIssuesDocument,
    "query CyclesTestTimeline($id: ID!) {\n  node(id: $id) { ... on Issue { cycle { number } timeline(first: 50) { edges { node {\n    __typename ... on IssueActivity { actor { id } changes { field fromCycle { number } toCycle { number } } }\n  } } } } }\n}": typeof types.CyclesTestTimelineDocument,
    "subscription CycleEventsTest { cycleEvents { kind deletedCycleId cycle { number completed { issueCount } } } }": typeof types.CycleEventsTestDocument,
    "mutation FeaturesTestCreateWebsite { createProject(input: { key: \"WEB\", name: \"Website\" }) { project { id } } }": typeof types.FeaturesTestCreateWebsiteDocument,
    "mutation FeaturesTestCreateApi { createProject(input: { key: \"API\", name: \"API\" }) { project { id } } }": typeof types.FeaturesTestCreateApiDocument,
    "query FeaturesTestViewerIds { viewer { user { id } workspace { id } } }": typeof types.FeaturesTestViewerIdsDocument,
    "query FeaturesTestNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }": typeof types.FeaturesTestNodesDocument,
    "mutation ImportsTestStart($input: StartImportInput!) {\n  startImport(input: $input) { importJob { id status format total } }\n}": typeof types.ImportsTestStartDocument,
    "mutation ImportsTestCancel($input: CancelImportInput!) { cancelImport(input: $input) { importJob { id status } } }": typeof types.ImportsTestCancelDocument,
    "query ImportsTestJob($id: ID!) {\n  importJob(id: $id) { id status format total done created skipped { row message } warnings { row message } error viewerCanCancel }\n}": typeof types.ImportsTestJobDocument,
    "query ImportsTestIssues($id: ID!) {\n  node(id: $id) { ... on Project { viewerCanImport imports { id status } issues(first: 10, orderBy: CREATED) { totalCount edges { node {\n    key title description status priority dueDate estimate externalRef createdAt assignee { name } labels { name }\n    timeline(first: 3) { edges { node { __typename ... on Comment { body createdAt author { name } } } } }\n  } } } } }\n}": typeof types.ImportsTestIssuesDocument,
    "query ImportsTestExport($id: ID!, $format: ExportFormat!) { node(id: $id) { ... on Project { exportIssues(format: $format) } } }": typeof types.ImportsTestExportDocument,
    "mutation ImportsTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": typeof types.ImportsTestCreateProjectDocument,
    "mutation BulkUpdateTest($input: BulkUpdateIssuesInput!) {\n  bulkUpdateIssues(input: $input) { issues { id title status priority assignee { id } labels { name } } }\n}": typeof types.BulkUpdateTestDocument,
    "query BulkUpdateTestIssues($ids: [ID!]!) {\n  nodes(ids: $ids) { ... on Issue { title status priority assignee { id } labels { name } } }\n}": typeof types.BulkUpdateTestIssuesDocument,
    "mutation BulkUpdateTestProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": typeof types.BulkUpdateTestProjectDocument,
    "mutation BulkUpdateTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }": typeof types.BulkUpdateTestDeleteDocument,
    "subscription BulkUpdateTestEvents($projectId: ID!) {\n  issueEvents(projectId: $projectId) { kind issue { title status } }\n}": typeof types.BulkUpdateTestEventsDocument,
    "mutation ConcurrentWritesBulk($input: BulkUpdateIssuesInput!) {\n  bulkUpdateIssues(input: $input) { issues { id status } }\n}": typeof types.ConcurrentWritesBulkDocument,
    "mutation ConcurrentWritesUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id status } } }": typeof types.ConcurrentWritesUpdateDocument,
    "mutation ConcurrentWritesMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id status } } }": typeof types.ConcurrentWritesMoveDocument,
    "mutation ConcurrentWritesProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": typeof types.ConcurrentWritesProjectDocument,
    "query EstimatesTestScale { viewer { workspace { estimateScale viewerCanManageEstimates } } }": typeof types.EstimatesTestScaleDocument,
    "mutation EstimatesTestSetScale($input: UpdateEstimateSettingsInput!) {\n  updateEstimateSettings(input: $input) { workspace { estimateScale } }\n}": typeof types.EstimatesTestSetScaleDocument,
    "mutation EstimatesTestCreate($input: CreateIssueInput!) { createIssue(input: $input) { issue { id estimate } } }": typeof types.EstimatesTestCreateDocument,
    "mutation EstimatesTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id estimate } } }": typeof types.EstimatesTestUpdateDocument,
    "mutation EstimatesTestBulk($input: BulkUpdateIssuesInput!) { bulkUpdateIssues(input: $input) { issues { id estimate } } }": typeof types.EstimatesTestBulkDocument,
    "query EstimatesTestColumns($projectId: ID!, $filter: IssueFilter) {\n  node(id: $projectId) { ... on Project {\n    todo: issues(first: 1, filter: { statuses: [TODO] }) { totalCount totalEstimate edges { node { id } } }\n    done: issues(first: 1, filter: { statuses: [DONE] }) { totalCount totalEstimate }\n    filtered: issues(first: 1, filter: $filter) { totalCount totalEstimate }\n    issueGroups(by: PRIORITY) { priority withStatus(status: TODO) { issues(first: 1) { totalCount totalEstimate } } }\n  } }\n}": typeof types.EstimatesTestColumnsDocument,
    "subscription IssueEventsTest($projectId: ID!, $since: DateTime) {\n  issueEvents(projectId: $projectId, since: $since) {\n    kind at deletedIssueId\n    issue { id title status viewerCanUpdate }\n    issueEdge { cursor node { id } }\n  }\n}": typeof types.IssueEventsTestDocument,
    "query IssueEventsTestSnapshot($projectId: ID!) {\n  node(id: $projectId) { ... on Project { issuesSnapshotAt issues(first: 10) { edges { node { id title } } } } }\n}": typeof types.IssueEventsTestSnapshotDocument,
    "mutation IssueEventsTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }": typeof types.IssueEventsTestUpdateDocument,
    "mutation IssueEventsTestMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id } } }": typeof types.IssueEventsTestMoveDocument,
    "mutation IssueEventsTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }": typeof types.IssueEventsTestDeleteDocument,
    "query IssueGroupsTestGroups($projectId: ID!, $by: IssueGrouping!, $filter: IssueFilter, $first: Int) {\n  node(id: $projectId) { ... on Project {\n    issueGroups(by: $by, filter: $filter) {\n      id by priority assignee { name } label { name } status\n      issues(first: $first, filter: $filter) { totalCount edges { node { title } } pageInfo { hasNextPage endCursor } }\n    }\n  } }\n}": typeof types.IssueGroupsTestGroupsDocument,
    "query IssueGroupsTestCells($projectId: ID!, $by: IssueGrouping!) {\n  node(id: $projectId) { ... on Project {\n    issueGroups(by: $by) {\n      label { name }\n      todo: withStatus(status: TODO) { id status issues(first: 10) { totalCount edges { node { title } } } }\n      done: withStatus(status: DONE) { id status issues(first: 10) { totalCount edges { node { title } } } }\n    }\n  } }\n}": typeof types.IssueGroupsTestCellsDocument,
    "query IssueGroupsTestNext($id: ID!, $after: String, $filter: IssueFilter) {\n  node(id: $id) { ... on IssueGroup {\n    by label { name }\n    issues(first: 2, after: $after, filter: $filter) { totalCount edges { node { title } } pageInfo { hasNextPage endCursor } }\n  } }\n}": typeof types.IssueGroupsTestNextDocument,
    "query IssueListsTestPage(\n  $projectId: ID!, $first: Int, $after: String, $last: Int, $before: String, $filter: IssueFilter, $orderBy: IssueOrder\n) {\n  node(id: $projectId) { ... on Project {\n    issues(first: $first, after: $after, last: $last, before: $before, filter: $filter, orderBy: $orderBy) {\n      totalCount\n      edges { cursor node { id number title status priority dueDate updatedAt assignee { id name } labels { name } } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  } }\n}": typeof types.IssueListsTestPageDocument,
    "query IssueListsTestListPage($projectId: ID!) {\n  node(id: $projectId) { ... on Project {\n    issues(first: 50) { edges { node { id title assignee { id name imageUrl } labels { id name color } } } }\n  } }\n}": typeof types.IssueListsTestListPageDocument,
    "query IssueListsTestOne($id: ID!) {\n  node(id: $id) { ... on Issue { assignee { id name imageUrl } labels { id name color } } }\n}": typeof types.IssueListsTestOneDocument,
    "query IssueListsTestSearch($query: String!, $first: Int, $after: String) {\n  viewer { workspace { searchIssues(query: $query, first: $first, after: $after) {\n    totalCount totalCountCapped edges { node { title key } } pageInfo { hasNextPage endCursor }\n  } } }\n}": typeof types.IssueListsTestSearchDocument,
    "query IssueListsTestProjects { viewer { workspace { projects(first: 10) { edges { node { key openIssueCount } } } } } }": typeof types.IssueListsTestProjectsDocument,
    "mutation IssueListsTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }": typeof types.IssueListsTestUpdateDocument,
    "mutation IssueListsTestMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id } } }": typeof types.IssueListsTestMoveDocument,
    "mutation IssueListsTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }": typeof types.IssueListsTestDeleteDocument,
    "mutation IssueListsTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": typeof types.IssueListsTestCreateProjectDocument,
    "mutation IssuesTestCreate($input: CreateIssueInput!) {\n  createIssue(input: $input) {\n    issue {\n      id number key title description status priority dueDate position completedAt viewerCanUpdate viewerCanDelete\n      assignee { id name } creator { id name } labels { name color } project { id }\n    }\n    issueEdge { cursor node { id } }\n  }\n}": typeof types.IssuesTestCreateDocument,
    "mutation IssuesTestUpdate($input: UpdateIssueInput!) {\n  updateIssue(input: $input) {\n    issue { id title description status priority dueDate estimate position completedAt updatedAt assignee { id } labels { name } }\n  }\n}": typeof types.IssuesTestUpdateDocument,
    "mutation IssuesTestMove($input: MoveIssueInput!) {\n  moveIssue(input: $input) { issue { id status position completedAt } }\n}": typeof types.IssuesTestMoveDocument,
    "mutation IssuesTestMoveAcross($input: MoveIssueInput!) {\n  moveIssue(input: $input) { issue { id status priority assignee { id } labels { name } } }\n}": typeof types.IssuesTestMoveAcrossDocument,
    "mutation IssuesTestDeleteLabel($input: DeleteLabelInput!) { deleteLabel(input: $input) { deletedLabelId } }": typeof types.IssuesTestDeleteLabelDocument,
    "mutation IssuesTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }": typeof types.IssuesTestDeleteDocument,
    "query IssuesTestBoard($projectId: ID!) {\n  node(id: $projectId) { ... on Project { openIssueCount viewerCanCreateIssue viewerCanUpdateIssues issues(first: 100) { totalCount edges { node { id number title status } } } } }\n}": typeof types.IssuesTestBoardDocument,
    "query IssuesTestByKey($key: String!) { viewer { workspace { issue(key: $key) { id key title } } } }": typeof types.IssuesTestByKeyDocument,
    "mutation IssuesTestArchive($input: ArchiveProjectInput!) { archiveProject(input: $input) { archivedProjectId } }": typeof types.IssuesTestArchiveDocument,
    "mutation IssuesTestRestore($input: UnarchiveProjectInput!) { unarchiveProject(input: $input) { project { id } } }": typeof types.IssuesTestRestoreDocument,
    "query IssuesTestNode($id: ID!) { node(id: $id) { id ... on Issue { title } } }": typeof types.IssuesTestNodeDocument,
    "query IssuesTestPermissions($id: ID!) { node(id: $id) { ... on Issue { viewerCanUpdate viewerCanDelete } } }": typeof types.IssuesTestPermissionsDocument,
    "query IssuesTestTheirs($id: ID!) { node(id: $id) { ... on Issue { title status } } }": typeof types.IssuesTestTheirsDocument,
    "mutation RestoreTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }": typeof types.RestoreTestDeleteDocument,
    "mutation RestoreTestRestore($input: RestoreIssueInput!) {\n  restoreIssue(input: $input) {\n    issue { id key number title status labels { name } comments(first: 10) { edges { node { body } } } }\n    issueEdge { cursor node { id } }\n  }\n}": typeof types.RestoreTestRestoreDocument,
    "mutation RestoreTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }": typeof types.RestoreTestCommentDocument,
    "query RestoreTestBoard($projectId: ID!) {\n  node(id: $projectId) { ... on Project { openIssueCount issuesSnapshotSeq issues(first: 100) { edges { node { title status } } } } }\n}": typeof types.RestoreTestBoardDocument,
    "query RestoreTestByKey($key: String!) { viewer { workspace { issue(key: $key) { id title } } } }": typeof types.RestoreTestByKeyDocument,
    "query RestoreTestTimeline($id: ID!) {\n  node(id: $id) {\n    ... on Issue { timeline(first: 20) { edges { node { __typename ... on IssueActivity { created restored actor { id } } } } } }\n  }\n}": typeof types.RestoreTestTimelineDocument,
    "subscription RestoreTestEvents($projectId: ID!, $afterSeq: Int) {\n  issueEvents(projectId: $projectId, afterSeq: $afterSeq) {\n    kind deletedIssueId\n    issue { id key title status }\n    issueEdge { node { id } }\n  }\n}": typeof types.RestoreTestEventsDocument,
    "query WorkspaceIssuesTest($first: Int, $after: String, $filter: IssueFilter, $orderBy: IssueOrder) {\n  viewer { workspace { issues(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {\n    totalCount edges { cursor node { id key title } } pageInfo { hasNextPage endCursor }\n  } } }\n}": typeof types.WorkspaceIssuesTestDocument,
    "query WorkspaceIssuesTestProject($key: String!, $filter: IssueFilter) {\n  viewer { workspace { project(key: $key) { issues(first: 100, filter: $filter) { totalCount edges { node { key } } } } } }\n}": typeof types.WorkspaceIssuesTestProjectDocument,
    "mutation WorkspaceIssuesTestCreateProject($input: CreateProjectInput!) {\n  createProject(input: $input) { project { id } }\n}": typeof types.WorkspaceIssuesTestCreateProjectDocument,
    "mutation WorkspaceIssuesTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }": typeof types.WorkspaceIssuesTestCommentDocument,
    "subscription WorkspaceIssuesTestEvents { workspaceIssueEvents { kind issue { key title } } }": typeof types.WorkspaceIssuesTestEventsDocument,
    "mutation LabelsTestCreate($input: CreateLabelInput!) {\n  createLabel(input: $input) { label { id name color } labelEdge { cursor node { id } } }\n}": typeof types.LabelsTestCreateDocument,
    "mutation LabelsTestUpdate($input: UpdateLabelInput!) { updateLabel(input: $input) { label { id name color } } }": typeof types.LabelsTestUpdateDocument,
    "mutation LabelsTestDelete($input: DeleteLabelInput!) { deleteLabel(input: $input) { deletedLabelId } }": typeof types.LabelsTestDeleteDocument,
    "query LabelsTestList($first: Int, $after: String) {\n  viewer { workspace { id viewerCanManageLabels labels(first: $first, after: $after) {\n    totalCount edges { cursor node { id name color } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n  } } }\n}": typeof types.LabelsTestListDocument,
    "subscription LabelEventsTest { labelEvents { kind deletedLabelId label { id name color } } }": typeof types.LabelEventsTestDocument,
    "query LabelsTestIssueLabels($id: ID!) { node(id: $id) { ... on Issue { labels { id name color } } } }": typeof types.LabelsTestIssueLabelsDocument,
    "query MembersTestList($first: Int, $after: String) {\n  viewer { workspace { viewerCanManageMembers\n    members(first: $first, after: $after) { totalCount edges { cursor node { id role user { id name } } } pageInfo { hasNextPage endCursor } }\n    invitations(first: 20) { totalCount edges { node { id email role invitedBy { name } } } }\n  } }\n}": typeof types.MembersTestListDocument,
    "mutation MembersTestInvite($input: InviteMemberInput!) {\n  inviteMember(input: $input) { invitation { id email role } invitationEdge { cursor node { id } } }\n}": typeof types.MembersTestInviteDocument,
    "mutation MembersTestRevoke($input: RevokeInvitationInput!) { revokeInvitation(input: $input) { revokedInvitationId } }": typeof types.MembersTestRevokeDocument,
    "mutation MembersTestUpdateRole($input: UpdateMemberRoleInput!) {\n  updateMemberRole(input: $input) { member { id role user { name } } }\n}": typeof types.MembersTestUpdateRoleDocument,
    "mutation MembersTestRemove($input: RemoveMemberInput!) { removeMember(input: $input) { removedMemberId } }": typeof types.MembersTestRemoveDocument,
    "query MembersTestViewer { viewer { role workspace { slug } } }": typeof types.MembersTestViewerDocument,
    "mutation MembersTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": typeof types.MembersTestCreateProjectDocument,
    "query InboxTestList($unreadOnly: Boolean, $archived: Boolean, $snoozed: Boolean) {\n  viewer {\n    unreadNotificationCount\n    nextSnoozeEndsAt\n    notifications(first: 50, unreadOnly: $unreadOnly, archived: $archived, snoozed: $snoozed) {\n      totalCount\n      edges { node { id issueTitle readAt archivedAt snoozedUntil } }\n    }\n  }\n}": typeof types.InboxTestListDocument,
    "mutation InboxTestRead($input: MarkNotificationReadInput!) {\n  markNotificationRead(input: $input) { notification { id readAt } viewer { unreadNotificationCount } }\n}": typeof types.InboxTestReadDocument,
    "mutation InboxTestArchive($input: ArchiveNotificationInput!) {\n  archiveNotification(input: $input) { notification { id archivedAt } viewer { unreadNotificationCount } }\n}": typeof types.InboxTestArchiveDocument,
    "mutation InboxTestUnarchive($input: UnarchiveNotificationInput!) {\n  unarchiveNotification(input: $input) { notification { id archivedAt } viewer { unreadNotificationCount } }\n}": typeof types.InboxTestUnarchiveDocument,
    "mutation InboxTestSnooze($input: SnoozeNotificationInput!) {\n  snoozeNotification(input: $input) { notification { id readAt snoozedUntil } viewer { unreadNotificationCount } }\n}": typeof types.InboxTestSnoozeDocument,
    "mutation InboxTestUnsnooze($input: UnsnoozeNotificationInput!) {\n  unsnoozeNotification(input: $input) { notification { id readAt snoozedUntil } viewer { unreadNotificationCount } }\n}": typeof types.InboxTestUnsnoozeDocument,
    "query InboxTestPreferences { viewer { notificationPreferences { reason enabled } } }": typeof types.InboxTestPreferencesDocument,
    "mutation InboxTestPrefer($input: UpdateNotificationPreferenceInput!) {\n  updateNotificationPreference(input: $input) { preference { reason enabled } }\n}": typeof types.InboxTestPreferDocument,
    "query InboxTestProjects { viewer { workspace { projects(first: 10) { edges { node { key name } } } } } }": typeof types.InboxTestProjectsDocument,
    "mutation InboxTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }": typeof types.InboxTestCommentDocument,
    "subscription InboxTestEvents {\n  notificationEvents { kind unreadNotificationCount notifications { id archivedAt snoozedUntil readAt } notification { id } }\n}": typeof types.InboxTestEventsDocument,
    "query NotificationsTestInbox($first: Int, $after: String, $unreadOnly: Boolean) {\n  viewer {\n    unreadNotificationCount\n    notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node { id reason actor { id } issue { id } issueKey issueTitle comment { id body } status readAt }\n      }\n    }\n  }\n}": typeof types.NotificationsTestInboxDocument,
    "mutation NotificationsTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }": typeof types.NotificationsTestUpdateDocument,
    "mutation NotificationsTestMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id } } }": typeof types.NotificationsTestMoveDocument,
    "mutation NotificationsTestBulk($input: BulkUpdateIssuesInput!) { bulkUpdateIssues(input: $input) { issues { id } } }": typeof types.NotificationsTestBulkDocument,
    "mutation NotificationsTestDeleteIssue($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }": typeof types.NotificationsTestDeleteIssueDocument,
    "mutation NotificationsTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }": typeof types.NotificationsTestCommentDocument,
    "mutation NotificationsTestEdit($input: UpdateCommentInput!) { updateComment(input: $input) { comment { id } } }": typeof types.NotificationsTestEditDocument,
    "mutation NotificationsTestUncomment($input: DeleteCommentInput!) { deleteComment(input: $input) { deletedCommentId } }": typeof types.NotificationsTestUncommentDocument,
    "mutation NotificationsTestRead($input: MarkNotificationReadInput!) {\n  markNotificationRead(input: $input) { notification { id readAt } viewer { unreadNotificationCount } }\n}": typeof types.NotificationsTestReadDocument,
    "mutation NotificationsTestReadAll {\n  markAllNotificationsRead { notifications { id readAt } viewer { unreadNotificationCount } }\n}": typeof types.NotificationsTestReadAllDocument,
    "mutation NotificationsTestRestore($input: RestoreIssueInput!) { restoreIssue(input: $input) { issue { id } } }": typeof types.NotificationsTestRestoreDocument,
    "subscription NotificationsTestWithdrawn {\n  notificationEvents { kind unreadNotificationCount notifications { id reason issueKey } }\n}": typeof types.NotificationsTestWithdrawnDocument,
    "query NotificationsTestNode($id: ID!) { node(id: $id) { id ... on Notification { reason } } }": typeof types.NotificationsTestNodeDocument,
    "subscription NotificationsTestEvents {\n  notificationEvents {\n    kind\n    unreadNotificationCount\n    readNotifications { id readAt }\n    notification { id reason issueKey actor { id } issue { id } }\n    notificationEdge { cursor node { id } }\n  }\n}": typeof types.NotificationsTestEventsDocument,
    "subscription PresenceInstancesTest($subject: ID!) {\n  presence(subject: $subject) { people { id } }\n}": typeof types.PresenceInstancesTestDocument,
    "subscription PresenceTest($subject: ID!) {\n  presence(subject: $subject) { subject people { id name } }\n}": typeof types.PresenceTestDocument,
    "query ProjectsTestNodeAndNodes($id: ID!) { node(id: $id) { id } nodes(ids: [$id]) { id } }": typeof types.ProjectsTestNodeAndNodesDocument,
    "query ProjectsTestProjectNode($id: ID!) { node(id: $id) { ... on Project { name archivedAt } } }": typeof types.ProjectsTestProjectNodeDocument,
    "query ProjectsTestWorkspaceId { viewer { workspace { id } } }": typeof types.ProjectsTestWorkspaceIdDocument,
    "query ProjectsTestTypedNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }": typeof types.ProjectsTestTypedNodesDocument,
    "query ProjectsTestViewerUserId { viewer { user { id } } }": typeof types.ProjectsTestViewerUserIdDocument,
    "mutation ProjectsTestCreate($input: CreateProjectInput!) {\n  createProject(input: $input) { project { id key name description archivedAt viewerCanUpdate viewerCanArchive } projectEdge { cursor node { id } } }\n}": typeof types.ProjectsTestCreateDocument,
    "mutation ProjectsTestUpdate($input: UpdateProjectInput!) { updateProject(input: $input) { project { id name description } } }": typeof types.ProjectsTestUpdateDocument,
    "mutation ProjectsTestArchive($input: ArchiveProjectInput!) { archiveProject(input: $input) { archivedProjectId project { id archivedAt } } }": typeof types.ProjectsTestArchiveDocument,
    "mutation ProjectsTestUnarchive($input: UnarchiveProjectInput!) { unarchiveProject(input: $input) { projectEdge { node { id archivedAt } } } }": typeof types.ProjectsTestUnarchiveDocument,
    "query ProjectsTestList($first: Int, $after: String, $last: Int, $before: String, $includeArchived: Boolean) {\n  viewer { workspace { viewerCanCreateProject projects(first: $first, after: $after, last: $last, before: $before, includeArchived: $includeArchived) {\n    totalCount edges { cursor node { key name archivedAt } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n  } } }\n}": typeof types.ProjectsTestListDocument,
    "query ProjectsTestByKey($key: String!) { viewer { workspace { project(key: $key) { id key name archivedAt } } } }": typeof types.ProjectsTestByKeyDocument,
    "query ProjectsTestFiltered($search: String, $archived: Boolean) {\n  viewer { workspace { projects(first: 100, search: $search, archived: $archived) { totalCount edges { node { key } } } } }\n}": typeof types.ProjectsTestFilteredDocument,
    "query ProjectsTestNodeIds($ids: [ID!]!) { nodes(ids: $ids) { id } }": typeof types.ProjectsTestNodeIdsDocument,
    "query ProjectsTestUserNode($id: ID!) { node(id: $id) { ... on User { name } } }": typeof types.ProjectsTestUserNodeDocument,
    "mutation SubissuesTestSetParent($input: SetIssueParentInput!) {\n  setIssueParent(input: $input) {\n    issue { id parent { id } }\n    parent { id childProgress { done total } }\n    previousParent { id childProgress { done total } }\n  }\n}": typeof types.SubissuesTestSetParentDocument,
    "mutation SubissuesTestAddRelation($input: AddIssueRelationInput!) {\n  addIssueRelation(input: $input) {\n    issue { id blocked relations { relationId type issue { id } } }\n    relatedIssue { id blocked relations { relationId type issue { id } } }\n  }\n}": typeof types.SubissuesTestAddRelationDocument,
    "mutation SubissuesTestRemoveRelation($input: RemoveIssueRelationInput!) {\n  removeIssueRelation(input: $input) { removedRelationId issues { id blocked relations { relationId } } }\n}": typeof types.SubissuesTestRemoveRelationDocument,
    "query SubissuesTestIssue($id: ID!) {\n  node(id: $id) {\n    ... on Issue {\n      key\n      parent { id }\n      childProgress { done total }\n      blocked\n      children(first: 10) { totalCount edges { node { id key } } }\n      relations { relationId type issue { id } }\n      timeline(first: 50) {\n        edges { node { ... on IssueActivity { actor { id } changes { field from to relationType } } } }\n      }\n    }\n  }\n}": typeof types.SubissuesTestIssueDocument,
    "query SubissuesTestFiltered($id: ID!, $filter: IssueFilter) {\n  node(id: $id) { ... on Project { issues(first: 50, filter: $filter) { edges { node { id } } } } }\n}": typeof types.SubissuesTestFilteredDocument,
    "mutation SubissuesTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }": typeof types.SubissuesTestUpdateDocument,
    "mutation SubissuesTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }": typeof types.SubissuesTestDeleteDocument,
    "mutation SubissuesTestRestore($input: RestoreIssueInput!) { restoreIssue(input: $input) { issue { id } } }": typeof types.SubissuesTestRestoreDocument,
    "mutation SubissuesTestProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": typeof types.SubissuesTestProjectDocument,
    "subscription SubissuesTestEvents($projectId: ID!) {\n  issueEvents(projectId: $projectId) {\n    kind\n    issue { id parent { id } childProgress { done total } blocked relations { type issue { id } } }\n  }\n}": typeof types.SubissuesTestEventsDocument,
    "query ViewerTestViewer { viewer { user { id name } workspace { id slug name projects(first: 20) { edges { node { id key name } } } } } }": typeof types.ViewerTestViewerDocument,
    "query ViewerTestClaims { viewer { role permissions workspace { slug } } }": typeof types.ViewerTestClaimsDocument,
    "query ViewerTestPersonal { viewer { role workspace { slug name personal viewerCanCreateProject } } }": typeof types.ViewerTestPersonalDocument,
    "query ViewerTestNames { viewer { user { name } workspace { name } } }": typeof types.ViewerTestNamesDocument,
    "mutation ViewsTestSave($input: SaveViewInput!) {\n  saveView(input: $input) { view { id name shared scope filter orderBy layout grouping myIssues project { key } creator { name } viewerCanUpdate } workspace { views { name } } }\n}": typeof types.ViewsTestSaveDocument,
    "mutation ViewsTestUpdate($input: UpdateViewInput!) { updateView(input: $input) { view { id name shared filter } } }": typeof types.ViewsTestUpdateDocument,
    "mutation ViewsTestMove($input: MoveViewInput!) { moveView(input: $input) { workspace { views { name } } } }": typeof types.ViewsTestMoveDocument,
    "mutation ViewsTestDelete($input: DeleteViewInput!) { deleteView(input: $input) { deletedViewId workspace { views { name } } } }": typeof types.ViewsTestDeleteDocument,
    "query ViewsTestList { viewer { workspace { viewerCanShareViews views { id name shared viewerCanUpdate } } } }": typeof types.ViewsTestListDocument,
    "query ViewsTestNode($id: ID!) { node(id: $id) { ... on SavedView { id name filter } } }": typeof types.ViewsTestNodeDocument,
    "query ViewsTestExport($id: ID!, $format: ExportFormat!) { node(id: $id) { ... on SavedView { exportIssues(format: $format) } } }": typeof types.ViewsTestExportDocument,
    "mutation ViewsTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": typeof types.ViewsTestCreateProjectDocument,
    "subscription ViewEventsTest { viewEvents { kind deletedViewId view { name shared } workspace { views { name } } } }": typeof types.ViewEventsTestDocument,
    "mutation WebhooksTestCreate($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) { endpoint { id url description eventTypes enabled secret } }\n}": typeof types.WebhooksTestCreateDocument,
    "mutation WebhooksTestUpdate($input: UpdateWebhookEndpointInput!) {\n  updateWebhookEndpoint(input: $input) { endpoint { id enabled disabledReason failureCount } }\n}": typeof types.WebhooksTestUpdateDocument,
    "mutation WebhooksTestRotate($input: RotateWebhookSecretInput!) {\n  rotateWebhookSecret(input: $input) { endpoint { id secret previousSecretExpiresAt } }\n}": typeof types.WebhooksTestRotateDocument,
    "mutation WebhooksTestResend($input: ResendWebhookDeliveryInput!) {\n  resendWebhookDelivery(input: $input) { delivery { id status } }\n}": typeof types.WebhooksTestResendDocument,
    "query WebhooksTestEndpoints {\n  viewer { workspace { viewerCanManageWebhooks webhookEndpoints {\n    id enabled disabledReason failureCount\n    deliveries { id eventType status attempts lastStatusCode lastResponseMs lastError payload }\n  } } }\n}": typeof types.WebhooksTestEndpointsDocument,
    "query WebhooksTestNode($id: ID!) { node(id: $id) { id } }": typeof types.WebhooksTestNodeDocument,
    "query WebhooksTestInbox {\n  viewer { unreadNotificationCount notifications(first: 10) { edges { node {\n    reason actor { id } issue { id } issueKey issueTitle webhookEndpoint { id url disabledReason }\n  } } } }\n}": typeof types.WebhooksTestInboxDocument,
    "mutation WebhooksTestPrefer($input: UpdateNotificationPreferenceInput!) {\n  updateNotificationPreference(input: $input) { preference { reason enabled } }\n}": typeof types.WebhooksTestPreferDocument,
    "subscription WebhooksTestNotificationEvents {\n  notificationEvents { kind unreadNotificationCount notification { reason webhookEndpoint { id } } }\n}": typeof types.WebhooksTestNotificationEventsDocument,
    "mutation WebhooksTestUpdateIssue($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }": typeof types.WebhooksTestUpdateIssueDocument,
    "query InputTextTestNode($id: ID!) { node(id: $id) { id } }": typeof types.InputTextTestNodeDocument,
    "mutation InputTextTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id key name description } } }": typeof types.InputTextTestCreateDocument,
    "mutation InputTextTestRename($id: ID!) { updateProject(input: { id: $id, name: \"New\" }) { project { id } } }": typeof types.InputTextTestRenameDocument,
    "query PersistedTestViewerRole { viewer { role } }": typeof types.PersistedTestViewerRoleDocument,
    "mutation PersistedTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": typeof types.PersistedTestCreateDocument,
    "query ResponseCacheTestProjects { viewer { workspace { projects(first: 50) { edges { node { key name viewerCanUpdate } } } } } }": typeof types.ResponseCacheTestProjectsDocument,
    "query ResponseCacheTestViewer { viewer { role permissions user { name } } }": typeof types.ResponseCacheTestViewerDocument,
    "mutation ResponseCacheTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": typeof types.ResponseCacheTestCreateDocument,
    "mutation ResponseCacheTestRename($input: UpdateProjectInput!) { updateProject(input: $input) { project { id } } }": typeof types.ResponseCacheTestRenameDocument,
    "mutation AccessTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": typeof types.AccessTestCreateDocument,
    "query AccessTestViewer { viewer { role workspace { id name } } }": typeof types.AccessTestViewerDocument,
    "subscription HeartbeatTestPresence($subject: ID!) {\n  presence(subject: $subject) { people { id } }\n}": typeof types.HeartbeatTestPresenceDocument,
    "query SubscriptionsTestWorkspaceId { viewer { workspace { id } } }": typeof types.SubscriptionsTestWorkspaceIdDocument,
    "mutation SubscriptionsTestRename($id: ID!) { updateProject(input: { id: $id, name: \"Renamed\" }) { project { id } } }": typeof types.SubscriptionsTestRenameDocument,
    "mutation SubscriptionsTestArchive($id: ID!) { archiveProject(input: { id: $id }) { project { id } } }": typeof types.SubscriptionsTestArchiveDocument,
    "mutation SubscriptionsTestUnarchive($id: ID!) { unarchiveProject(input: { id: $id }) { project { id } } }": typeof types.SubscriptionsTestUnarchiveDocument,
    "mutation SubscriptionsTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": typeof types.SubscriptionsTestCreateDocument,
    "query ShutdownTestViewer { viewer { user { id } } }": typeof types.ShutdownTestViewerDocument,
    "mutation ShutdownTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { key } } }": typeof types.ShutdownTestCreateDocument,
    "query ShutdownTestProjectCount { viewer { workspace { projects(first: 20) { totalCount } } } }": typeof types.ShutdownTestProjectCountDocument,
    "mutation ShutdownTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": typeof types.ShutdownTestCreateProjectDocument,
    "mutation ShutdownTestCreateIssue($input: CreateIssueInput!) { createIssue(input: $input) { issue { title } } }": typeof types.ShutdownTestCreateIssueDocument,
    "mutation IssuesTestSetupProject($input: CreateProjectInput!) {\n  createProject(input: $input) { project { id } }\n}": typeof types.IssuesTestSetupProjectDocument,
    "query IssuesTestSetupWorkspace { viewer { workspace { id } } }": typeof types.IssuesTestSetupWorkspaceDocument,
    "mutation IssuesTestSetupIssue($input: CreateIssueInput!) {\n  createIssue(input: $input) { issue { id number key title status position } }\n}": typeof types.IssuesTestSetupIssueDocument,
};
const documents: Documents = {
    "query BuiltinTestSeededViewer { viewer { role workspace { slug viewerCanCreateProject projects(first: 10) { edges { node { key } } } } } }": types.BuiltinTestSeededViewerDocument,
    "query BuiltinTestViewer { viewer { user { name } } }": types.BuiltinTestViewerDocument,
    "query BuiltinTestPersonalWorkspace { viewer { workspace { name personal } } }": types.BuiltinTestPersonalWorkspaceDocument,
    "query ClerkWebhooksTestMembers { viewer { workspace { name members(first: 50) { edges { node { role user { id name } } } } } } }": types.ClerkWebhooksTestMembersDocument,
    "query ClerkWebhooksTestViewer { viewer { role } }": types.ClerkWebhooksTestViewerDocument,
    "mutation ClerkWebhooksTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { key } } }": types.ClerkWebhooksTestCreateProjectDocument,
    "mutation DatabasePostgresTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { key } } }": types.DatabasePostgresTestCreateDocument,
    "\n  mutation ApiKeysTestCreate($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey { id name prefix role expiresAt lastUsedAt expired }\n    }\n  }\n": types.ApiKeysTestCreateDocument,
    "mutation ApiKeysTestRevoke($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) { revokedApiKeyId } }": types.ApiKeysTestRevokeDocument,
    "query ApiKeysTestList { viewer { apiKeys { id name prefix role lastUsedAt } apiKeyRoles viewerCanManageApiKeys } }": types.ApiKeysTestListDocument,
    "query ApiKeysTestViewer { viewer { role user { name } workspace { id name } } }": types.ApiKeysTestViewerDocument,
    "mutation ApiKeysTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id key } } }": types.ApiKeysTestCreateProjectDocument,
    "query ApiKeysTestNode($id: ID!) { node(id: $id) { id } }": types.ApiKeysTestNodeDocument,
    "mutation ApiKeysTestRole($input: UpdateMemberRoleInput!) { updateMemberRole(input: $input) { member { id } } }": types.ApiKeysTestRoleDocument,
    "query AttachmentsTestIssue($id: ID!) {\n  node(id: $id) { ... on Issue { id viewerCanAttach attachments { id name contentType size isImage url viewerCanDelete uploader { name } } } }\n}": types.AttachmentsTestIssueDocument,
    "query AttachmentsTestNode($id: ID!) { node(id: $id) { id ... on Attachment { name } } }": types.AttachmentsTestNodeDocument,
    "query AttachmentsTestTimeline($id: ID!) {\n  node(id: $id) { ... on Issue { timeline(first: 50) { edges { node { ... on IssueActivity { changes { field from to } } } } } } }\n}": types.AttachmentsTestTimelineDocument,
    "mutation AttachmentsTestDelete($input: DeleteAttachmentInput!) {\n  deleteAttachment(input: $input) { deletedAttachmentId issue { id attachments { id } } }\n}": types.AttachmentsTestDeleteDocument,
    "mutation AttachmentsTestCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }": types.AttachmentsTestCreateKeyDocument,
    "subscription AttachmentsTestIssueEvents($projectId: ID!) {\n  issueEvents(projectId: $projectId) { kind issue { id attachments { name } } }\n}": types.AttachmentsTestIssueEventsDocument,
    "mutation S3TestDelete($input: DeleteAttachmentInput!) { deleteAttachment(input: $input) { deletedAttachmentId } }": types.S3TestDeleteDocument,
    "mutation CommentsTestCreate($input: CreateCommentInput!) {\n  createComment(input: $input) {\n    comment { id body edited createdAt updatedAt viewerCanUpdate viewerCanDelete author { id name } mentions { id name } issue { id } }\n    commentEdge { cursor node { id } }\n    timelineEdge { cursor node { __typename ... on Comment { id } } }\n  }\n}": types.CommentsTestCreateDocument,
    "mutation CommentsTestUpdate($input: UpdateCommentInput!) {\n  updateComment(input: $input) { comment { id body edited mentions { id name } } }\n}": types.CommentsTestUpdateDocument,
    "mutation CommentsTestDelete($input: DeleteCommentInput!) {\n  deleteComment(input: $input) { deletedCommentId issue { id comments { totalCount } } }\n}": types.CommentsTestDeleteDocument,
    "query CommentsTestList($id: ID!, $first: Int, $after: String) {\n  node(id: $id) {\n    ... on Issue {\n      viewerCanComment\n      comments(first: $first, after: $after) {\n        totalCount\n        pageInfo { hasNextPage endCursor }\n        edges { cursor node { id body author { name } mentions { id name } viewerCanUpdate viewerCanDelete } }\n      }\n    }\n  }\n}": types.CommentsTestListDocument,
    "query CommentsTestNode($id: ID!) {\n  node(id: $id) { id ... on Comment { body } ... on IssueActivity { created } }\n}": types.CommentsTestNodeDocument,
    "query CommentsTestIssueMentions($id: ID!) {\n  node(id: $id) { ... on Issue { mentions { id name } } }\n}": types.CommentsTestIssueMentionsDocument,
    "query CommentsTestTimelineFirst($id: ID!) {\n  node(id: $id) { ... on Issue { timeline(first: 1) { edges { node { ... on IssueActivity { id created } } } } } }\n}": types.CommentsTestTimelineFirstDocument,
    "mutation ReactionsTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }": types.ReactionsTestCommentDocument,
    "mutation ReactionsTestReact($input: AddCommentReactionInput!) {\n  addCommentReaction(input: $input) { comment { id reactions { content count viewerHasReacted users { name } } } }\n}": types.ReactionsTestReactDocument,
    "mutation ReactionsTestUnreact($input: RemoveCommentReactionInput!) {\n  removeCommentReaction(input: $input) { comment { id reactions { content count viewerHasReacted users { name } } } }\n}": types.ReactionsTestUnreactDocument,
    "query ReactionsTestRead($id: ID!) {\n  node(id: $id) { ... on Comment { viewerCanReact reactions { content count viewerHasReacted users { name } } } }\n}": types.ReactionsTestReadDocument,
    "mutation ReactionsTestDeleteIssue($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }": types.ReactionsTestDeleteIssueDocument,
    "subscription ReactionsTestEvents($issueId: ID!) {\n  issueTimelineEvents(issueId: $issueId) { kind item { ... on Comment { id body reactions { content count users { name } } } } }\n}": types.ReactionsTestEventsDocument,
    "query TimelineTest($id: ID!, $first: Int, $after: String) {\n  node(id: $id) {\n    ... on Issue {\n      timeline(first: $first, after: $after) {\n        totalCount\n        pageInfo { hasNextPage endCursor }\n        edges {\n          cursor\n          node {\n            __typename\n            ... on Comment { id body }\n            ... on IssueActivity {\n              id created actor { id }\n              changes { field from to fromUser { id } toUser { id } addedLabels { name } removedLabels { name } }\n            }\n          }\n        }\n      }\n    }\n  }\n}": types.TimelineTestDocument,
    "mutation TimelineTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }": types.TimelineTestUpdateDocument,
    "mutation TimelineTestMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id status } } }": types.TimelineTestMoveDocument,
    "mutation TimelineTestBulk($input: BulkUpdateIssuesInput!) { bulkUpdateIssues(input: $input) { issues { id } } }": types.TimelineTestBulkDocument,
    "mutation TimelineTestDeleteIssue($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }": types.TimelineTestDeleteIssueDocument,
    "mutation TimelineTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }": types.TimelineTestCommentDocument,
    "mutation TimelineTestEdit($input: UpdateCommentInput!) { updateComment(input: $input) { comment { id } } }": types.TimelineTestEditDocument,
    "mutation TimelineTestUncomment($input: DeleteCommentInput!) { deleteComment(input: $input) { deletedCommentId } }": types.TimelineTestUncommentDocument,
    "query TimelineTestIssue($id: ID!) { node(id: $id) { ... on Issue { status priority } } }": types.TimelineTestIssueDocument,
    "query TimelineTestInbox { viewer { unreadNotificationCount } }": types.TimelineTestInboxDocument,
    "subscription TimelineTestEvents($issueId: ID!) {\n  issueTimelineEvents(issueId: $issueId) {\n    kind removedId\n    item { __typename ... on Comment { id body edited } ... on IssueActivity { id changes { field to } } }\n    timelineEdge { cursor node { ... on Comment { id } ... on IssueActivity { id } } }\n  }\n}": types.TimelineTestEventsDocument,
    "mutation CyclesTestCreate($input: CreateCycleInput!) {\n  createCycle(input: $input) { cycle { id number name startsOn endsOn status } }\n}": types.CyclesTestCreateDocument,
    "mutation CyclesTestCadence($input: CreateCycleCadenceInput!) {\n  createCycleCadence(input: $input) { cycles { id number startsOn endsOn } }\n}": types.CyclesTestCadenceDocument,
    "mutation CyclesTestUpdate($input: UpdateCycleInput!) { updateCycle(input: $input) { cycle { id name startsOn endsOn } } }": types.CyclesTestUpdateDocument,
    "mutation CyclesTestDelete($input: DeleteCycleInput!) { deleteCycle(input: $input) { deletedCycleId } }": types.CyclesTestDeleteDocument,
    "mutation CyclesTestSettings($input: UpdateCycleSettingsInput!) {\n  updateCycleSettings(input: $input) { workspace { cycleRollover } }\n}": types.CyclesTestSettingsDocument,
    "query CyclesTestList {\n  viewer { workspace { viewerCanManageCycles cycleRollover currentCycle { number } cycles { id number status } } }\n}": types.CyclesTestListDocument,
    "query CyclesTestCycle($number: Int!) {\n  viewer { workspace { cycle(number: $number) {\n    id number status\n    scope { issueCount estimate } completed { issueCount estimate }\n    issues(first: 50) { totalCount edges { node { id title cycle { number } } } }\n    burnUp { unit days { date scope completed } }\n  } } }\n}": types.CyclesTestCycleDocument,
    "mutation CyclesTestUpdateIssue($input: UpdateIssueInput!) {\n  updateIssue(input: $input) { issue { id status cycle { id number } } }\n}": types.CyclesTestUpdateIssueDocument,
    "mutation CyclesTestScale($input: UpdateEstimateSettingsInput!) { updateEstimateSettings(input: $input) { workspace { estimateScale } } }": types.CyclesTestScaleDocument,
    "mutation CyclesTestBulk($input: BulkUpdateIssuesInput!) { bulkUpdateIssues(input: $input) { issues { id cycle { number } } } }": types.CyclesTestBulkDocument,
    "query CyclesTestIssues($projectId: ID!, $filter: IssueFilter) {\n  node(id: $projectId) { ... on Project { issues(first: 50, filter: $filter) { totalCount edges { node { title } } } } }\n}": types.CyclesTestIssuesDocument,
    "query CyclesTestTimeline($id: ID!) {\n  node(id: $id) { ... on Issue { cycle { number } timeline(first: 50) { edges { node {\n    __typename ... on IssueActivity { actor { id } changes { field fromCycle { number } toCycle { number } } }\n  } } } } }\n}": types.CyclesTestTimelineDocument,
    "subscription CycleEventsTest { cycleEvents { kind deletedCycleId cycle { number completed { issueCount } } } }": types.CycleEventsTestDocument,
    "mutation FeaturesTestCreateWebsite { createProject(input: { key: \"WEB\", name: \"Website\" }) { project { id } } }": types.FeaturesTestCreateWebsiteDocument,
    "mutation FeaturesTestCreateApi { createProject(input: { key: \"API\", name: \"API\" }) { project { id } } }": types.FeaturesTestCreateApiDocument,
    "query FeaturesTestViewerIds { viewer { user { id } workspace { id } } }": types.FeaturesTestViewerIdsDocument,
    "query FeaturesTestNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }": types.FeaturesTestNodesDocument,
    "mutation ImportsTestStart($input: StartImportInput!) {\n  startImport(input: $input) { importJob { id status format total } }\n}": types.ImportsTestStartDocument,
    "mutation ImportsTestCancel($input: CancelImportInput!) { cancelImport(input: $input) { importJob { id status } } }": types.ImportsTestCancelDocument,
    "query ImportsTestJob($id: ID!) {\n  importJob(id: $id) { id status format total done created skipped { row message } warnings { row message } error viewerCanCancel }\n}": types.ImportsTestJobDocument,
    "query ImportsTestIssues($id: ID!) {\n  node(id: $id) { ... on Project { viewerCanImport imports { id status } issues(first: 10, orderBy: CREATED) { totalCount edges { node {\n    key title description status priority dueDate estimate externalRef createdAt assignee { name } labels { name }\n    timeline(first: 3) { edges { node { __typename ... on Comment { body createdAt author { name } } } } }\n  } } } } }\n}": types.ImportsTestIssuesDocument,
    "query ImportsTestExport($id: ID!, $format: ExportFormat!) { node(id: $id) { ... on Project { exportIssues(format: $format) } } }": types.ImportsTestExportDocument,
    "mutation ImportsTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": types.ImportsTestCreateProjectDocument,
    "mutation BulkUpdateTest($input: BulkUpdateIssuesInput!) {\n  bulkUpdateIssues(input: $input) { issues { id title status priority assignee { id } labels { name } } }\n}": types.BulkUpdateTestDocument,
    "query BulkUpdateTestIssues($ids: [ID!]!) {\n  nodes(ids: $ids) { ... on Issue { title status priority assignee { id } labels { name } } }\n}": types.BulkUpdateTestIssuesDocument,
    "mutation BulkUpdateTestProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": types.BulkUpdateTestProjectDocument,
    "mutation BulkUpdateTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }": types.BulkUpdateTestDeleteDocument,
    "subscription BulkUpdateTestEvents($projectId: ID!) {\n  issueEvents(projectId: $projectId) { kind issue { title status } }\n}": types.BulkUpdateTestEventsDocument,
    "mutation ConcurrentWritesBulk($input: BulkUpdateIssuesInput!) {\n  bulkUpdateIssues(input: $input) { issues { id status } }\n}": types.ConcurrentWritesBulkDocument,
    "mutation ConcurrentWritesUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id status } } }": types.ConcurrentWritesUpdateDocument,
    "mutation ConcurrentWritesMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id status } } }": types.ConcurrentWritesMoveDocument,
    "mutation ConcurrentWritesProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": types.ConcurrentWritesProjectDocument,
    "query EstimatesTestScale { viewer { workspace { estimateScale viewerCanManageEstimates } } }": types.EstimatesTestScaleDocument,
    "mutation EstimatesTestSetScale($input: UpdateEstimateSettingsInput!) {\n  updateEstimateSettings(input: $input) { workspace { estimateScale } }\n}": types.EstimatesTestSetScaleDocument,
    "mutation EstimatesTestCreate($input: CreateIssueInput!) { createIssue(input: $input) { issue { id estimate } } }": types.EstimatesTestCreateDocument,
    "mutation EstimatesTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id estimate } } }": types.EstimatesTestUpdateDocument,
    "mutation EstimatesTestBulk($input: BulkUpdateIssuesInput!) { bulkUpdateIssues(input: $input) { issues { id estimate } } }": types.EstimatesTestBulkDocument,
    "query EstimatesTestColumns($projectId: ID!, $filter: IssueFilter) {\n  node(id: $projectId) { ... on Project {\n    todo: issues(first: 1, filter: { statuses: [TODO] }) { totalCount totalEstimate edges { node { id } } }\n    done: issues(first: 1, filter: { statuses: [DONE] }) { totalCount totalEstimate }\n    filtered: issues(first: 1, filter: $filter) { totalCount totalEstimate }\n    issueGroups(by: PRIORITY) { priority withStatus(status: TODO) { issues(first: 1) { totalCount totalEstimate } } }\n  } }\n}": types.EstimatesTestColumnsDocument,
    "subscription IssueEventsTest($projectId: ID!, $since: DateTime) {\n  issueEvents(projectId: $projectId, since: $since) {\n    kind at deletedIssueId\n    issue { id title status viewerCanUpdate }\n    issueEdge { cursor node { id } }\n  }\n}": types.IssueEventsTestDocument,
    "query IssueEventsTestSnapshot($projectId: ID!) {\n  node(id: $projectId) { ... on Project { issuesSnapshotAt issues(first: 10) { edges { node { id title } } } } }\n}": types.IssueEventsTestSnapshotDocument,
    "mutation IssueEventsTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }": types.IssueEventsTestUpdateDocument,
    "mutation IssueEventsTestMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id } } }": types.IssueEventsTestMoveDocument,
    "mutation IssueEventsTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }": types.IssueEventsTestDeleteDocument,
    "query IssueGroupsTestGroups($projectId: ID!, $by: IssueGrouping!, $filter: IssueFilter, $first: Int) {\n  node(id: $projectId) { ... on Project {\n    issueGroups(by: $by, filter: $filter) {\n      id by priority assignee { name } label { name } status\n      issues(first: $first, filter: $filter) { totalCount edges { node { title } } pageInfo { hasNextPage endCursor } }\n    }\n  } }\n}": types.IssueGroupsTestGroupsDocument,
    "query IssueGroupsTestCells($projectId: ID!, $by: IssueGrouping!) {\n  node(id: $projectId) { ... on Project {\n    issueGroups(by: $by) {\n      label { name }\n      todo: withStatus(status: TODO) { id status issues(first: 10) { totalCount edges { node { title } } } }\n      done: withStatus(status: DONE) { id status issues(first: 10) { totalCount edges { node { title } } } }\n    }\n  } }\n}": types.IssueGroupsTestCellsDocument,
    "query IssueGroupsTestNext($id: ID!, $after: String, $filter: IssueFilter) {\n  node(id: $id) { ... on IssueGroup {\n    by label { name }\n    issues(first: 2, after: $after, filter: $filter) { totalCount edges { node { title } } pageInfo { hasNextPage endCursor } }\n  } }\n}": types.IssueGroupsTestNextDocument,
    "query IssueListsTestPage(\n  $projectId: ID!, $first: Int, $after: String, $last: Int, $before: String, $filter: IssueFilter, $orderBy: IssueOrder\n) {\n  node(id: $projectId) { ... on Project {\n    issues(first: $first, after: $after, last: $last, before: $before, filter: $filter, orderBy: $orderBy) {\n      totalCount\n      edges { cursor node { id number title status priority dueDate updatedAt assignee { id name } labels { name } } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  } }\n}": types.IssueListsTestPageDocument,
    "query IssueListsTestListPage($projectId: ID!) {\n  node(id: $projectId) { ... on Project {\n    issues(first: 50) { edges { node { id title assignee { id name imageUrl } labels { id name color } } } }\n  } }\n}": types.IssueListsTestListPageDocument,
    "query IssueListsTestOne($id: ID!) {\n  node(id: $id) { ... on Issue { assignee { id name imageUrl } labels { id name color } } }\n}": types.IssueListsTestOneDocument,
    "query IssueListsTestSearch($query: String!, $first: Int, $after: String) {\n  viewer { workspace { searchIssues(query: $query, first: $first, after: $after) {\n    totalCount totalCountCapped edges { node { title key } } pageInfo { hasNextPage endCursor }\n  } } }\n}": types.IssueListsTestSearchDocument,
    "query IssueListsTestProjects { viewer { workspace { projects(first: 10) { edges { node { key openIssueCount } } } } } }": types.IssueListsTestProjectsDocument,
    "mutation IssueListsTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }": types.IssueListsTestUpdateDocument,
    "mutation IssueListsTestMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id } } }": types.IssueListsTestMoveDocument,
    "mutation IssueListsTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }": types.IssueListsTestDeleteDocument,
    "mutation IssueListsTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": types.IssueListsTestCreateProjectDocument,
    "mutation IssuesTestCreate($input: CreateIssueInput!) {\n  createIssue(input: $input) {\n    issue {\n      id number key title description status priority dueDate position completedAt viewerCanUpdate viewerCanDelete\n      assignee { id name } creator { id name } labels { name color } project { id }\n    }\n    issueEdge { cursor node { id } }\n  }\n}": types.IssuesTestCreateDocument,
    "mutation IssuesTestUpdate($input: UpdateIssueInput!) {\n  updateIssue(input: $input) {\n    issue { id title description status priority dueDate estimate position completedAt updatedAt assignee { id } labels { name } }\n  }\n}": types.IssuesTestUpdateDocument,
    "mutation IssuesTestMove($input: MoveIssueInput!) {\n  moveIssue(input: $input) { issue { id status position completedAt } }\n}": types.IssuesTestMoveDocument,
    "mutation IssuesTestMoveAcross($input: MoveIssueInput!) {\n  moveIssue(input: $input) { issue { id status priority assignee { id } labels { name } } }\n}": types.IssuesTestMoveAcrossDocument,
    "mutation IssuesTestDeleteLabel($input: DeleteLabelInput!) { deleteLabel(input: $input) { deletedLabelId } }": types.IssuesTestDeleteLabelDocument,
    "mutation IssuesTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }": types.IssuesTestDeleteDocument,
    "query IssuesTestBoard($projectId: ID!) {\n  node(id: $projectId) { ... on Project { openIssueCount viewerCanCreateIssue viewerCanUpdateIssues issues(first: 100) { totalCount edges { node { id number title status } } } } }\n}": types.IssuesTestBoardDocument,
    "query IssuesTestByKey($key: String!) { viewer { workspace { issue(key: $key) { id key title } } } }": types.IssuesTestByKeyDocument,
    "mutation IssuesTestArchive($input: ArchiveProjectInput!) { archiveProject(input: $input) { archivedProjectId } }": types.IssuesTestArchiveDocument,
    "mutation IssuesTestRestore($input: UnarchiveProjectInput!) { unarchiveProject(input: $input) { project { id } } }": types.IssuesTestRestoreDocument,
    "query IssuesTestNode($id: ID!) { node(id: $id) { id ... on Issue { title } } }": types.IssuesTestNodeDocument,
    "query IssuesTestPermissions($id: ID!) { node(id: $id) { ... on Issue { viewerCanUpdate viewerCanDelete } } }": types.IssuesTestPermissionsDocument,
    "query IssuesTestTheirs($id: ID!) { node(id: $id) { ... on Issue { title status } } }": types.IssuesTestTheirsDocument,
    "mutation RestoreTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }": types.RestoreTestDeleteDocument,
    "mutation RestoreTestRestore($input: RestoreIssueInput!) {\n  restoreIssue(input: $input) {\n    issue { id key number title status labels { name } comments(first: 10) { edges { node { body } } } }\n    issueEdge { cursor node { id } }\n  }\n}": types.RestoreTestRestoreDocument,
    "mutation RestoreTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }": types.RestoreTestCommentDocument,
    "query RestoreTestBoard($projectId: ID!) {\n  node(id: $projectId) { ... on Project { openIssueCount issuesSnapshotSeq issues(first: 100) { edges { node { title status } } } } }\n}": types.RestoreTestBoardDocument,
    "query RestoreTestByKey($key: String!) { viewer { workspace { issue(key: $key) { id title } } } }": types.RestoreTestByKeyDocument,
    "query RestoreTestTimeline($id: ID!) {\n  node(id: $id) {\n    ... on Issue { timeline(first: 20) { edges { node { __typename ... on IssueActivity { created restored actor { id } } } } } }\n  }\n}": types.RestoreTestTimelineDocument,
    "subscription RestoreTestEvents($projectId: ID!, $afterSeq: Int) {\n  issueEvents(projectId: $projectId, afterSeq: $afterSeq) {\n    kind deletedIssueId\n    issue { id key title status }\n    issueEdge { node { id } }\n  }\n}": types.RestoreTestEventsDocument,
    "query WorkspaceIssuesTest($first: Int, $after: String, $filter: IssueFilter, $orderBy: IssueOrder) {\n  viewer { workspace { issues(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {\n    totalCount edges { cursor node { id key title } } pageInfo { hasNextPage endCursor }\n  } } }\n}": types.WorkspaceIssuesTestDocument,
    "query WorkspaceIssuesTestProject($key: String!, $filter: IssueFilter) {\n  viewer { workspace { project(key: $key) { issues(first: 100, filter: $filter) { totalCount edges { node { key } } } } } }\n}": types.WorkspaceIssuesTestProjectDocument,
    "mutation WorkspaceIssuesTestCreateProject($input: CreateProjectInput!) {\n  createProject(input: $input) { project { id } }\n}": types.WorkspaceIssuesTestCreateProjectDocument,
    "mutation WorkspaceIssuesTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }": types.WorkspaceIssuesTestCommentDocument,
    "subscription WorkspaceIssuesTestEvents { workspaceIssueEvents { kind issue { key title } } }": types.WorkspaceIssuesTestEventsDocument,
    "mutation LabelsTestCreate($input: CreateLabelInput!) {\n  createLabel(input: $input) { label { id name color } labelEdge { cursor node { id } } }\n}": types.LabelsTestCreateDocument,
    "mutation LabelsTestUpdate($input: UpdateLabelInput!) { updateLabel(input: $input) { label { id name color } } }": types.LabelsTestUpdateDocument,
    "mutation LabelsTestDelete($input: DeleteLabelInput!) { deleteLabel(input: $input) { deletedLabelId } }": types.LabelsTestDeleteDocument,
    "query LabelsTestList($first: Int, $after: String) {\n  viewer { workspace { id viewerCanManageLabels labels(first: $first, after: $after) {\n    totalCount edges { cursor node { id name color } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n  } } }\n}": types.LabelsTestListDocument,
    "subscription LabelEventsTest { labelEvents { kind deletedLabelId label { id name color } } }": types.LabelEventsTestDocument,
    "query LabelsTestIssueLabels($id: ID!) { node(id: $id) { ... on Issue { labels { id name color } } } }": types.LabelsTestIssueLabelsDocument,
    "query MembersTestList($first: Int, $after: String) {\n  viewer { workspace { viewerCanManageMembers\n    members(first: $first, after: $after) { totalCount edges { cursor node { id role user { id name } } } pageInfo { hasNextPage endCursor } }\n    invitations(first: 20) { totalCount edges { node { id email role invitedBy { name } } } }\n  } }\n}": types.MembersTestListDocument,
    "mutation MembersTestInvite($input: InviteMemberInput!) {\n  inviteMember(input: $input) { invitation { id email role } invitationEdge { cursor node { id } } }\n}": types.MembersTestInviteDocument,
    "mutation MembersTestRevoke($input: RevokeInvitationInput!) { revokeInvitation(input: $input) { revokedInvitationId } }": types.MembersTestRevokeDocument,
    "mutation MembersTestUpdateRole($input: UpdateMemberRoleInput!) {\n  updateMemberRole(input: $input) { member { id role user { name } } }\n}": types.MembersTestUpdateRoleDocument,
    "mutation MembersTestRemove($input: RemoveMemberInput!) { removeMember(input: $input) { removedMemberId } }": types.MembersTestRemoveDocument,
    "query MembersTestViewer { viewer { role workspace { slug } } }": types.MembersTestViewerDocument,
    "mutation MembersTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": types.MembersTestCreateProjectDocument,
    "query InboxTestList($unreadOnly: Boolean, $archived: Boolean, $snoozed: Boolean) {\n  viewer {\n    unreadNotificationCount\n    nextSnoozeEndsAt\n    notifications(first: 50, unreadOnly: $unreadOnly, archived: $archived, snoozed: $snoozed) {\n      totalCount\n      edges { node { id issueTitle readAt archivedAt snoozedUntil } }\n    }\n  }\n}": types.InboxTestListDocument,
    "mutation InboxTestRead($input: MarkNotificationReadInput!) {\n  markNotificationRead(input: $input) { notification { id readAt } viewer { unreadNotificationCount } }\n}": types.InboxTestReadDocument,
    "mutation InboxTestArchive($input: ArchiveNotificationInput!) {\n  archiveNotification(input: $input) { notification { id archivedAt } viewer { unreadNotificationCount } }\n}": types.InboxTestArchiveDocument,
    "mutation InboxTestUnarchive($input: UnarchiveNotificationInput!) {\n  unarchiveNotification(input: $input) { notification { id archivedAt } viewer { unreadNotificationCount } }\n}": types.InboxTestUnarchiveDocument,
    "mutation InboxTestSnooze($input: SnoozeNotificationInput!) {\n  snoozeNotification(input: $input) { notification { id readAt snoozedUntil } viewer { unreadNotificationCount } }\n}": types.InboxTestSnoozeDocument,
    "mutation InboxTestUnsnooze($input: UnsnoozeNotificationInput!) {\n  unsnoozeNotification(input: $input) { notification { id readAt snoozedUntil } viewer { unreadNotificationCount } }\n}": types.InboxTestUnsnoozeDocument,
    "query InboxTestPreferences { viewer { notificationPreferences { reason enabled } } }": types.InboxTestPreferencesDocument,
    "mutation InboxTestPrefer($input: UpdateNotificationPreferenceInput!) {\n  updateNotificationPreference(input: $input) { preference { reason enabled } }\n}": types.InboxTestPreferDocument,
    "query InboxTestProjects { viewer { workspace { projects(first: 10) { edges { node { key name } } } } } }": types.InboxTestProjectsDocument,
    "mutation InboxTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }": types.InboxTestCommentDocument,
    "subscription InboxTestEvents {\n  notificationEvents { kind unreadNotificationCount notifications { id archivedAt snoozedUntil readAt } notification { id } }\n}": types.InboxTestEventsDocument,
    "query NotificationsTestInbox($first: Int, $after: String, $unreadOnly: Boolean) {\n  viewer {\n    unreadNotificationCount\n    notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node { id reason actor { id } issue { id } issueKey issueTitle comment { id body } status readAt }\n      }\n    }\n  }\n}": types.NotificationsTestInboxDocument,
    "mutation NotificationsTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }": types.NotificationsTestUpdateDocument,
    "mutation NotificationsTestMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id } } }": types.NotificationsTestMoveDocument,
    "mutation NotificationsTestBulk($input: BulkUpdateIssuesInput!) { bulkUpdateIssues(input: $input) { issues { id } } }": types.NotificationsTestBulkDocument,
    "mutation NotificationsTestDeleteIssue($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }": types.NotificationsTestDeleteIssueDocument,
    "mutation NotificationsTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }": types.NotificationsTestCommentDocument,
    "mutation NotificationsTestEdit($input: UpdateCommentInput!) { updateComment(input: $input) { comment { id } } }": types.NotificationsTestEditDocument,
    "mutation NotificationsTestUncomment($input: DeleteCommentInput!) { deleteComment(input: $input) { deletedCommentId } }": types.NotificationsTestUncommentDocument,
    "mutation NotificationsTestRead($input: MarkNotificationReadInput!) {\n  markNotificationRead(input: $input) { notification { id readAt } viewer { unreadNotificationCount } }\n}": types.NotificationsTestReadDocument,
    "mutation NotificationsTestReadAll {\n  markAllNotificationsRead { notifications { id readAt } viewer { unreadNotificationCount } }\n}": types.NotificationsTestReadAllDocument,
    "mutation NotificationsTestRestore($input: RestoreIssueInput!) { restoreIssue(input: $input) { issue { id } } }": types.NotificationsTestRestoreDocument,
    "subscription NotificationsTestWithdrawn {\n  notificationEvents { kind unreadNotificationCount notifications { id reason issueKey } }\n}": types.NotificationsTestWithdrawnDocument,
    "query NotificationsTestNode($id: ID!) { node(id: $id) { id ... on Notification { reason } } }": types.NotificationsTestNodeDocument,
    "subscription NotificationsTestEvents {\n  notificationEvents {\n    kind\n    unreadNotificationCount\n    readNotifications { id readAt }\n    notification { id reason issueKey actor { id } issue { id } }\n    notificationEdge { cursor node { id } }\n  }\n}": types.NotificationsTestEventsDocument,
    "subscription PresenceInstancesTest($subject: ID!) {\n  presence(subject: $subject) { people { id } }\n}": types.PresenceInstancesTestDocument,
    "subscription PresenceTest($subject: ID!) {\n  presence(subject: $subject) { subject people { id name } }\n}": types.PresenceTestDocument,
    "query ProjectsTestNodeAndNodes($id: ID!) { node(id: $id) { id } nodes(ids: [$id]) { id } }": types.ProjectsTestNodeAndNodesDocument,
    "query ProjectsTestProjectNode($id: ID!) { node(id: $id) { ... on Project { name archivedAt } } }": types.ProjectsTestProjectNodeDocument,
    "query ProjectsTestWorkspaceId { viewer { workspace { id } } }": types.ProjectsTestWorkspaceIdDocument,
    "query ProjectsTestTypedNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }": types.ProjectsTestTypedNodesDocument,
    "query ProjectsTestViewerUserId { viewer { user { id } } }": types.ProjectsTestViewerUserIdDocument,
    "mutation ProjectsTestCreate($input: CreateProjectInput!) {\n  createProject(input: $input) { project { id key name description archivedAt viewerCanUpdate viewerCanArchive } projectEdge { cursor node { id } } }\n}": types.ProjectsTestCreateDocument,
    "mutation ProjectsTestUpdate($input: UpdateProjectInput!) { updateProject(input: $input) { project { id name description } } }": types.ProjectsTestUpdateDocument,
    "mutation ProjectsTestArchive($input: ArchiveProjectInput!) { archiveProject(input: $input) { archivedProjectId project { id archivedAt } } }": types.ProjectsTestArchiveDocument,
    "mutation ProjectsTestUnarchive($input: UnarchiveProjectInput!) { unarchiveProject(input: $input) { projectEdge { node { id archivedAt } } } }": types.ProjectsTestUnarchiveDocument,
    "query ProjectsTestList($first: Int, $after: String, $last: Int, $before: String, $includeArchived: Boolean) {\n  viewer { workspace { viewerCanCreateProject projects(first: $first, after: $after, last: $last, before: $before, includeArchived: $includeArchived) {\n    totalCount edges { cursor node { key name archivedAt } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n  } } }\n}": types.ProjectsTestListDocument,
    "query ProjectsTestByKey($key: String!) { viewer { workspace { project(key: $key) { id key name archivedAt } } } }": types.ProjectsTestByKeyDocument,
    "query ProjectsTestFiltered($search: String, $archived: Boolean) {\n  viewer { workspace { projects(first: 100, search: $search, archived: $archived) { totalCount edges { node { key } } } } }\n}": types.ProjectsTestFilteredDocument,
    "query ProjectsTestNodeIds($ids: [ID!]!) { nodes(ids: $ids) { id } }": types.ProjectsTestNodeIdsDocument,
    "query ProjectsTestUserNode($id: ID!) { node(id: $id) { ... on User { name } } }": types.ProjectsTestUserNodeDocument,
    "mutation SubissuesTestSetParent($input: SetIssueParentInput!) {\n  setIssueParent(input: $input) {\n    issue { id parent { id } }\n    parent { id childProgress { done total } }\n    previousParent { id childProgress { done total } }\n  }\n}": types.SubissuesTestSetParentDocument,
    "mutation SubissuesTestAddRelation($input: AddIssueRelationInput!) {\n  addIssueRelation(input: $input) {\n    issue { id blocked relations { relationId type issue { id } } }\n    relatedIssue { id blocked relations { relationId type issue { id } } }\n  }\n}": types.SubissuesTestAddRelationDocument,
    "mutation SubissuesTestRemoveRelation($input: RemoveIssueRelationInput!) {\n  removeIssueRelation(input: $input) { removedRelationId issues { id blocked relations { relationId } } }\n}": types.SubissuesTestRemoveRelationDocument,
    "query SubissuesTestIssue($id: ID!) {\n  node(id: $id) {\n    ... on Issue {\n      key\n      parent { id }\n      childProgress { done total }\n      blocked\n      children(first: 10) { totalCount edges { node { id key } } }\n      relations { relationId type issue { id } }\n      timeline(first: 50) {\n        edges { node { ... on IssueActivity { actor { id } changes { field from to relationType } } } }\n      }\n    }\n  }\n}": types.SubissuesTestIssueDocument,
    "query SubissuesTestFiltered($id: ID!, $filter: IssueFilter) {\n  node(id: $id) { ... on Project { issues(first: 50, filter: $filter) { edges { node { id } } } } }\n}": types.SubissuesTestFilteredDocument,
    "mutation SubissuesTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }": types.SubissuesTestUpdateDocument,
    "mutation SubissuesTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }": types.SubissuesTestDeleteDocument,
    "mutation SubissuesTestRestore($input: RestoreIssueInput!) { restoreIssue(input: $input) { issue { id } } }": types.SubissuesTestRestoreDocument,
    "mutation SubissuesTestProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": types.SubissuesTestProjectDocument,
    "subscription SubissuesTestEvents($projectId: ID!) {\n  issueEvents(projectId: $projectId) {\n    kind\n    issue { id parent { id } childProgress { done total } blocked relations { type issue { id } } }\n  }\n}": types.SubissuesTestEventsDocument,
    "query ViewerTestViewer { viewer { user { id name } workspace { id slug name projects(first: 20) { edges { node { id key name } } } } } }": types.ViewerTestViewerDocument,
    "query ViewerTestClaims { viewer { role permissions workspace { slug } } }": types.ViewerTestClaimsDocument,
    "query ViewerTestPersonal { viewer { role workspace { slug name personal viewerCanCreateProject } } }": types.ViewerTestPersonalDocument,
    "query ViewerTestNames { viewer { user { name } workspace { name } } }": types.ViewerTestNamesDocument,
    "mutation ViewsTestSave($input: SaveViewInput!) {\n  saveView(input: $input) { view { id name shared scope filter orderBy layout grouping myIssues project { key } creator { name } viewerCanUpdate } workspace { views { name } } }\n}": types.ViewsTestSaveDocument,
    "mutation ViewsTestUpdate($input: UpdateViewInput!) { updateView(input: $input) { view { id name shared filter } } }": types.ViewsTestUpdateDocument,
    "mutation ViewsTestMove($input: MoveViewInput!) { moveView(input: $input) { workspace { views { name } } } }": types.ViewsTestMoveDocument,
    "mutation ViewsTestDelete($input: DeleteViewInput!) { deleteView(input: $input) { deletedViewId workspace { views { name } } } }": types.ViewsTestDeleteDocument,
    "query ViewsTestList { viewer { workspace { viewerCanShareViews views { id name shared viewerCanUpdate } } } }": types.ViewsTestListDocument,
    "query ViewsTestNode($id: ID!) { node(id: $id) { ... on SavedView { id name filter } } }": types.ViewsTestNodeDocument,
    "query ViewsTestExport($id: ID!, $format: ExportFormat!) { node(id: $id) { ... on SavedView { exportIssues(format: $format) } } }": types.ViewsTestExportDocument,
    "mutation ViewsTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": types.ViewsTestCreateProjectDocument,
    "subscription ViewEventsTest { viewEvents { kind deletedViewId view { name shared } workspace { views { name } } } }": types.ViewEventsTestDocument,
    "mutation WebhooksTestCreate($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) { endpoint { id url description eventTypes enabled secret } }\n}": types.WebhooksTestCreateDocument,
    "mutation WebhooksTestUpdate($input: UpdateWebhookEndpointInput!) {\n  updateWebhookEndpoint(input: $input) { endpoint { id enabled disabledReason failureCount } }\n}": types.WebhooksTestUpdateDocument,
    "mutation WebhooksTestRotate($input: RotateWebhookSecretInput!) {\n  rotateWebhookSecret(input: $input) { endpoint { id secret previousSecretExpiresAt } }\n}": types.WebhooksTestRotateDocument,
    "mutation WebhooksTestResend($input: ResendWebhookDeliveryInput!) {\n  resendWebhookDelivery(input: $input) { delivery { id status } }\n}": types.WebhooksTestResendDocument,
    "query WebhooksTestEndpoints {\n  viewer { workspace { viewerCanManageWebhooks webhookEndpoints {\n    id enabled disabledReason failureCount\n    deliveries { id eventType status attempts lastStatusCode lastResponseMs lastError payload }\n  } } }\n}": types.WebhooksTestEndpointsDocument,
    "query WebhooksTestNode($id: ID!) { node(id: $id) { id } }": types.WebhooksTestNodeDocument,
    "query WebhooksTestInbox {\n  viewer { unreadNotificationCount notifications(first: 10) { edges { node {\n    reason actor { id } issue { id } issueKey issueTitle webhookEndpoint { id url disabledReason }\n  } } } }\n}": types.WebhooksTestInboxDocument,
    "mutation WebhooksTestPrefer($input: UpdateNotificationPreferenceInput!) {\n  updateNotificationPreference(input: $input) { preference { reason enabled } }\n}": types.WebhooksTestPreferDocument,
    "subscription WebhooksTestNotificationEvents {\n  notificationEvents { kind unreadNotificationCount notification { reason webhookEndpoint { id } } }\n}": types.WebhooksTestNotificationEventsDocument,
    "mutation WebhooksTestUpdateIssue($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }": types.WebhooksTestUpdateIssueDocument,
    "query InputTextTestNode($id: ID!) { node(id: $id) { id } }": types.InputTextTestNodeDocument,
    "mutation InputTextTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id key name description } } }": types.InputTextTestCreateDocument,
    "mutation InputTextTestRename($id: ID!) { updateProject(input: { id: $id, name: \"New\" }) { project { id } } }": types.InputTextTestRenameDocument,
    "query PersistedTestViewerRole { viewer { role } }": types.PersistedTestViewerRoleDocument,
    "mutation PersistedTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": types.PersistedTestCreateDocument,
    "query ResponseCacheTestProjects { viewer { workspace { projects(first: 50) { edges { node { key name viewerCanUpdate } } } } } }": types.ResponseCacheTestProjectsDocument,
    "query ResponseCacheTestViewer { viewer { role permissions user { name } } }": types.ResponseCacheTestViewerDocument,
    "mutation ResponseCacheTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": types.ResponseCacheTestCreateDocument,
    "mutation ResponseCacheTestRename($input: UpdateProjectInput!) { updateProject(input: $input) { project { id } } }": types.ResponseCacheTestRenameDocument,
    "mutation AccessTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": types.AccessTestCreateDocument,
    "query AccessTestViewer { viewer { role workspace { id name } } }": types.AccessTestViewerDocument,
    "subscription HeartbeatTestPresence($subject: ID!) {\n  presence(subject: $subject) { people { id } }\n}": types.HeartbeatTestPresenceDocument,
    "query SubscriptionsTestWorkspaceId { viewer { workspace { id } } }": types.SubscriptionsTestWorkspaceIdDocument,
    "mutation SubscriptionsTestRename($id: ID!) { updateProject(input: { id: $id, name: \"Renamed\" }) { project { id } } }": types.SubscriptionsTestRenameDocument,
    "mutation SubscriptionsTestArchive($id: ID!) { archiveProject(input: { id: $id }) { project { id } } }": types.SubscriptionsTestArchiveDocument,
    "mutation SubscriptionsTestUnarchive($id: ID!) { unarchiveProject(input: { id: $id }) { project { id } } }": types.SubscriptionsTestUnarchiveDocument,
    "mutation SubscriptionsTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": types.SubscriptionsTestCreateDocument,
    "query ShutdownTestViewer { viewer { user { id } } }": types.ShutdownTestViewerDocument,
    "mutation ShutdownTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { key } } }": types.ShutdownTestCreateDocument,
    "query ShutdownTestProjectCount { viewer { workspace { projects(first: 20) { totalCount } } } }": types.ShutdownTestProjectCountDocument,
    "mutation ShutdownTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }": types.ShutdownTestCreateProjectDocument,
    "mutation ShutdownTestCreateIssue($input: CreateIssueInput!) { createIssue(input: $input) { issue { title } } }": types.ShutdownTestCreateIssueDocument,
    "mutation IssuesTestSetupProject($input: CreateProjectInput!) {\n  createProject(input: $input) { project { id } }\n}": types.IssuesTestSetupProjectDocument,
    "query IssuesTestSetupWorkspace { viewer { workspace { id } } }": types.IssuesTestSetupWorkspaceDocument,
    "mutation IssuesTestSetupIssue($input: CreateIssueInput!) {\n  createIssue(input: $input) { issue { id number key title status position } }\n}": types.IssuesTestSetupIssueDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuiltinTestSeededViewer { viewer { role workspace { slug viewerCanCreateProject projects(first: 10) { edges { node { key } } } } } }"): typeof import('./graphql').BuiltinTestSeededViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuiltinTestViewer { viewer { user { name } } }"): typeof import('./graphql').BuiltinTestViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuiltinTestPersonalWorkspace { viewer { workspace { name personal } } }"): typeof import('./graphql').BuiltinTestPersonalWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClerkWebhooksTestMembers { viewer { workspace { name members(first: 50) { edges { node { role user { id name } } } } } } }"): typeof import('./graphql').ClerkWebhooksTestMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClerkWebhooksTestViewer { viewer { role } }"): typeof import('./graphql').ClerkWebhooksTestViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClerkWebhooksTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { key } } }"): typeof import('./graphql').ClerkWebhooksTestCreateProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DatabasePostgresTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { key } } }"): typeof import('./graphql').DatabasePostgresTestCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiKeysTestCreate($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey { id name prefix role expiresAt lastUsedAt expired }\n    }\n  }\n"): typeof import('./graphql').ApiKeysTestCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiKeysTestRevoke($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) { revokedApiKeyId } }"): typeof import('./graphql').ApiKeysTestRevokeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiKeysTestList { viewer { apiKeys { id name prefix role lastUsedAt } apiKeyRoles viewerCanManageApiKeys } }"): typeof import('./graphql').ApiKeysTestListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiKeysTestViewer { viewer { role user { name } workspace { id name } } }"): typeof import('./graphql').ApiKeysTestViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiKeysTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id key } } }"): typeof import('./graphql').ApiKeysTestCreateProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiKeysTestNode($id: ID!) { node(id: $id) { id } }"): typeof import('./graphql').ApiKeysTestNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiKeysTestRole($input: UpdateMemberRoleInput!) { updateMemberRole(input: $input) { member { id } } }"): typeof import('./graphql').ApiKeysTestRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AttachmentsTestIssue($id: ID!) {\n  node(id: $id) { ... on Issue { id viewerCanAttach attachments { id name contentType size isImage url viewerCanDelete uploader { name } } } }\n}"): typeof import('./graphql').AttachmentsTestIssueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AttachmentsTestNode($id: ID!) { node(id: $id) { id ... on Attachment { name } } }"): typeof import('./graphql').AttachmentsTestNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AttachmentsTestTimeline($id: ID!) {\n  node(id: $id) { ... on Issue { timeline(first: 50) { edges { node { ... on IssueActivity { changes { field from to } } } } } } }\n}"): typeof import('./graphql').AttachmentsTestTimelineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AttachmentsTestDelete($input: DeleteAttachmentInput!) {\n  deleteAttachment(input: $input) { deletedAttachmentId issue { id attachments { id } } }\n}"): typeof import('./graphql').AttachmentsTestDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AttachmentsTestCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }"): typeof import('./graphql').AttachmentsTestCreateKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AttachmentsTestIssueEvents($projectId: ID!) {\n  issueEvents(projectId: $projectId) { kind issue { id attachments { name } } }\n}"): typeof import('./graphql').AttachmentsTestIssueEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation S3TestDelete($input: DeleteAttachmentInput!) { deleteAttachment(input: $input) { deletedAttachmentId } }"): typeof import('./graphql').S3TestDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CommentsTestCreate($input: CreateCommentInput!) {\n  createComment(input: $input) {\n    comment { id body edited createdAt updatedAt viewerCanUpdate viewerCanDelete author { id name } mentions { id name } issue { id } }\n    commentEdge { cursor node { id } }\n    timelineEdge { cursor node { __typename ... on Comment { id } } }\n  }\n}"): typeof import('./graphql').CommentsTestCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CommentsTestUpdate($input: UpdateCommentInput!) {\n  updateComment(input: $input) { comment { id body edited mentions { id name } } }\n}"): typeof import('./graphql').CommentsTestUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CommentsTestDelete($input: DeleteCommentInput!) {\n  deleteComment(input: $input) { deletedCommentId issue { id comments { totalCount } } }\n}"): typeof import('./graphql').CommentsTestDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CommentsTestList($id: ID!, $first: Int, $after: String) {\n  node(id: $id) {\n    ... on Issue {\n      viewerCanComment\n      comments(first: $first, after: $after) {\n        totalCount\n        pageInfo { hasNextPage endCursor }\n        edges { cursor node { id body author { name } mentions { id name } viewerCanUpdate viewerCanDelete } }\n      }\n    }\n  }\n}"): typeof import('./graphql').CommentsTestListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CommentsTestNode($id: ID!) {\n  node(id: $id) { id ... on Comment { body } ... on IssueActivity { created } }\n}"): typeof import('./graphql').CommentsTestNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CommentsTestIssueMentions($id: ID!) {\n  node(id: $id) { ... on Issue { mentions { id name } } }\n}"): typeof import('./graphql').CommentsTestIssueMentionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CommentsTestTimelineFirst($id: ID!) {\n  node(id: $id) { ... on Issue { timeline(first: 1) { edges { node { ... on IssueActivity { id created } } } } } }\n}"): typeof import('./graphql').CommentsTestTimelineFirstDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReactionsTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }"): typeof import('./graphql').ReactionsTestCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReactionsTestReact($input: AddCommentReactionInput!) {\n  addCommentReaction(input: $input) { comment { id reactions { content count viewerHasReacted users { name } } } }\n}"): typeof import('./graphql').ReactionsTestReactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReactionsTestUnreact($input: RemoveCommentReactionInput!) {\n  removeCommentReaction(input: $input) { comment { id reactions { content count viewerHasReacted users { name } } } }\n}"): typeof import('./graphql').ReactionsTestUnreactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReactionsTestRead($id: ID!) {\n  node(id: $id) { ... on Comment { viewerCanReact reactions { content count viewerHasReacted users { name } } } }\n}"): typeof import('./graphql').ReactionsTestReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReactionsTestDeleteIssue($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }"): typeof import('./graphql').ReactionsTestDeleteIssueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ReactionsTestEvents($issueId: ID!) {\n  issueTimelineEvents(issueId: $issueId) { kind item { ... on Comment { id body reactions { content count users { name } } } } }\n}"): typeof import('./graphql').ReactionsTestEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TimelineTest($id: ID!, $first: Int, $after: String) {\n  node(id: $id) {\n    ... on Issue {\n      timeline(first: $first, after: $after) {\n        totalCount\n        pageInfo { hasNextPage endCursor }\n        edges {\n          cursor\n          node {\n            __typename\n            ... on Comment { id body }\n            ... on IssueActivity {\n              id created actor { id }\n              changes { field from to fromUser { id } toUser { id } addedLabels { name } removedLabels { name } }\n            }\n          }\n        }\n      }\n    }\n  }\n}"): typeof import('./graphql').TimelineTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TimelineTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }"): typeof import('./graphql').TimelineTestUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TimelineTestMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id status } } }"): typeof import('./graphql').TimelineTestMoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TimelineTestBulk($input: BulkUpdateIssuesInput!) { bulkUpdateIssues(input: $input) { issues { id } } }"): typeof import('./graphql').TimelineTestBulkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TimelineTestDeleteIssue($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }"): typeof import('./graphql').TimelineTestDeleteIssueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TimelineTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }"): typeof import('./graphql').TimelineTestCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TimelineTestEdit($input: UpdateCommentInput!) { updateComment(input: $input) { comment { id } } }"): typeof import('./graphql').TimelineTestEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TimelineTestUncomment($input: DeleteCommentInput!) { deleteComment(input: $input) { deletedCommentId } }"): typeof import('./graphql').TimelineTestUncommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TimelineTestIssue($id: ID!) { node(id: $id) { ... on Issue { status priority } } }"): typeof import('./graphql').TimelineTestIssueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TimelineTestInbox { viewer { unreadNotificationCount } }"): typeof import('./graphql').TimelineTestInboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription TimelineTestEvents($issueId: ID!) {\n  issueTimelineEvents(issueId: $issueId) {\n    kind removedId\n    item { __typename ... on Comment { id body edited } ... on IssueActivity { id changes { field to } } }\n    timelineEdge { cursor node { ... on Comment { id } ... on IssueActivity { id } } }\n  }\n}"): typeof import('./graphql').TimelineTestEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CyclesTestCreate($input: CreateCycleInput!) {\n  createCycle(input: $input) { cycle { id number name startsOn endsOn status } }\n}"): typeof import('./graphql').CyclesTestCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CyclesTestCadence($input: CreateCycleCadenceInput!) {\n  createCycleCadence(input: $input) { cycles { id number startsOn endsOn } }\n}"): typeof import('./graphql').CyclesTestCadenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CyclesTestUpdate($input: UpdateCycleInput!) { updateCycle(input: $input) { cycle { id name startsOn endsOn } } }"): typeof import('./graphql').CyclesTestUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CyclesTestDelete($input: DeleteCycleInput!) { deleteCycle(input: $input) { deletedCycleId } }"): typeof import('./graphql').CyclesTestDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CyclesTestSettings($input: UpdateCycleSettingsInput!) {\n  updateCycleSettings(input: $input) { workspace { cycleRollover } }\n}"): typeof import('./graphql').CyclesTestSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CyclesTestList {\n  viewer { workspace { viewerCanManageCycles cycleRollover currentCycle { number } cycles { id number status } } }\n}"): typeof import('./graphql').CyclesTestListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CyclesTestCycle($number: Int!) {\n  viewer { workspace { cycle(number: $number) {\n    id number status\n    scope { issueCount estimate } completed { issueCount estimate }\n    issues(first: 50) { totalCount edges { node { id title cycle { number } } } }\n    burnUp { unit days { date scope completed } }\n  } } }\n}"): typeof import('./graphql').CyclesTestCycleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CyclesTestUpdateIssue($input: UpdateIssueInput!) {\n  updateIssue(input: $input) { issue { id status cycle { id number } } }\n}"): typeof import('./graphql').CyclesTestUpdateIssueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CyclesTestScale($input: UpdateEstimateSettingsInput!) { updateEstimateSettings(input: $input) { workspace { estimateScale } } }"): typeof import('./graphql').CyclesTestScaleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CyclesTestBulk($input: BulkUpdateIssuesInput!) { bulkUpdateIssues(input: $input) { issues { id cycle { number } } } }"): typeof import('./graphql').CyclesTestBulkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CyclesTestIssues($projectId: ID!, $filter: IssueFilter) {\n  node(id: $projectId) { ... on Project { issues(first: 50, filter: $filter) { totalCount edges { node { title } } } } }\n}"): typeof import('./graphql').CyclesTestIssuesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CyclesTestTimeline($id: ID!) {\n  node(id: $id) { ... on Issue { cycle { number } timeline(first: 50) { edges { node {\n    __typename ... on IssueActivity { actor { id } changes { field fromCycle { number } toCycle { number } } }\n  } } } } }\n}"): typeof import('./graphql').CyclesTestTimelineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription CycleEventsTest { cycleEvents { kind deletedCycleId cycle { number completed { issueCount } } } }"): typeof import('./graphql').CycleEventsTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FeaturesTestCreateWebsite { createProject(input: { key: \"WEB\", name: \"Website\" }) { project { id } } }"): typeof import('./graphql').FeaturesTestCreateWebsiteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FeaturesTestCreateApi { createProject(input: { key: \"API\", name: \"API\" }) { project { id } } }"): typeof import('./graphql').FeaturesTestCreateApiDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeaturesTestViewerIds { viewer { user { id } workspace { id } } }"): typeof import('./graphql').FeaturesTestViewerIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeaturesTestNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }"): typeof import('./graphql').FeaturesTestNodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportsTestStart($input: StartImportInput!) {\n  startImport(input: $input) { importJob { id status format total } }\n}"): typeof import('./graphql').ImportsTestStartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportsTestCancel($input: CancelImportInput!) { cancelImport(input: $input) { importJob { id status } } }"): typeof import('./graphql').ImportsTestCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ImportsTestJob($id: ID!) {\n  importJob(id: $id) { id status format total done created skipped { row message } warnings { row message } error viewerCanCancel }\n}"): typeof import('./graphql').ImportsTestJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ImportsTestIssues($id: ID!) {\n  node(id: $id) { ... on Project { viewerCanImport imports { id status } issues(first: 10, orderBy: CREATED) { totalCount edges { node {\n    key title description status priority dueDate estimate externalRef createdAt assignee { name } labels { name }\n    timeline(first: 3) { edges { node { __typename ... on Comment { body createdAt author { name } } } } }\n  } } } } }\n}"): typeof import('./graphql').ImportsTestIssuesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ImportsTestExport($id: ID!, $format: ExportFormat!) { node(id: $id) { ... on Project { exportIssues(format: $format) } } }"): typeof import('./graphql').ImportsTestExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportsTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }"): typeof import('./graphql').ImportsTestCreateProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BulkUpdateTest($input: BulkUpdateIssuesInput!) {\n  bulkUpdateIssues(input: $input) { issues { id title status priority assignee { id } labels { name } } }\n}"): typeof import('./graphql').BulkUpdateTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BulkUpdateTestIssues($ids: [ID!]!) {\n  nodes(ids: $ids) { ... on Issue { title status priority assignee { id } labels { name } } }\n}"): typeof import('./graphql').BulkUpdateTestIssuesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BulkUpdateTestProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }"): typeof import('./graphql').BulkUpdateTestProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BulkUpdateTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }"): typeof import('./graphql').BulkUpdateTestDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription BulkUpdateTestEvents($projectId: ID!) {\n  issueEvents(projectId: $projectId) { kind issue { title status } }\n}"): typeof import('./graphql').BulkUpdateTestEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConcurrentWritesBulk($input: BulkUpdateIssuesInput!) {\n  bulkUpdateIssues(input: $input) { issues { id status } }\n}"): typeof import('./graphql').ConcurrentWritesBulkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConcurrentWritesUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id status } } }"): typeof import('./graphql').ConcurrentWritesUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConcurrentWritesMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id status } } }"): typeof import('./graphql').ConcurrentWritesMoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConcurrentWritesProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }"): typeof import('./graphql').ConcurrentWritesProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EstimatesTestScale { viewer { workspace { estimateScale viewerCanManageEstimates } } }"): typeof import('./graphql').EstimatesTestScaleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EstimatesTestSetScale($input: UpdateEstimateSettingsInput!) {\n  updateEstimateSettings(input: $input) { workspace { estimateScale } }\n}"): typeof import('./graphql').EstimatesTestSetScaleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EstimatesTestCreate($input: CreateIssueInput!) { createIssue(input: $input) { issue { id estimate } } }"): typeof import('./graphql').EstimatesTestCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EstimatesTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id estimate } } }"): typeof import('./graphql').EstimatesTestUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EstimatesTestBulk($input: BulkUpdateIssuesInput!) { bulkUpdateIssues(input: $input) { issues { id estimate } } }"): typeof import('./graphql').EstimatesTestBulkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EstimatesTestColumns($projectId: ID!, $filter: IssueFilter) {\n  node(id: $projectId) { ... on Project {\n    todo: issues(first: 1, filter: { statuses: [TODO] }) { totalCount totalEstimate edges { node { id } } }\n    done: issues(first: 1, filter: { statuses: [DONE] }) { totalCount totalEstimate }\n    filtered: issues(first: 1, filter: $filter) { totalCount totalEstimate }\n    issueGroups(by: PRIORITY) { priority withStatus(status: TODO) { issues(first: 1) { totalCount totalEstimate } } }\n  } }\n}"): typeof import('./graphql').EstimatesTestColumnsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription IssueEventsTest($projectId: ID!, $since: DateTime) {\n  issueEvents(projectId: $projectId, since: $since) {\n    kind at deletedIssueId\n    issue { id title status viewerCanUpdate }\n    issueEdge { cursor node { id } }\n  }\n}"): typeof import('./graphql').IssueEventsTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IssueEventsTestSnapshot($projectId: ID!) {\n  node(id: $projectId) { ... on Project { issuesSnapshotAt issues(first: 10) { edges { node { id title } } } } }\n}"): typeof import('./graphql').IssueEventsTestSnapshotDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssueEventsTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }"): typeof import('./graphql').IssueEventsTestUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssueEventsTestMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id } } }"): typeof import('./graphql').IssueEventsTestMoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssueEventsTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }"): typeof import('./graphql').IssueEventsTestDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IssueGroupsTestGroups($projectId: ID!, $by: IssueGrouping!, $filter: IssueFilter, $first: Int) {\n  node(id: $projectId) { ... on Project {\n    issueGroups(by: $by, filter: $filter) {\n      id by priority assignee { name } label { name } status\n      issues(first: $first, filter: $filter) { totalCount edges { node { title } } pageInfo { hasNextPage endCursor } }\n    }\n  } }\n}"): typeof import('./graphql').IssueGroupsTestGroupsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IssueGroupsTestCells($projectId: ID!, $by: IssueGrouping!) {\n  node(id: $projectId) { ... on Project {\n    issueGroups(by: $by) {\n      label { name }\n      todo: withStatus(status: TODO) { id status issues(first: 10) { totalCount edges { node { title } } } }\n      done: withStatus(status: DONE) { id status issues(first: 10) { totalCount edges { node { title } } } }\n    }\n  } }\n}"): typeof import('./graphql').IssueGroupsTestCellsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IssueGroupsTestNext($id: ID!, $after: String, $filter: IssueFilter) {\n  node(id: $id) { ... on IssueGroup {\n    by label { name }\n    issues(first: 2, after: $after, filter: $filter) { totalCount edges { node { title } } pageInfo { hasNextPage endCursor } }\n  } }\n}"): typeof import('./graphql').IssueGroupsTestNextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IssueListsTestPage(\n  $projectId: ID!, $first: Int, $after: String, $last: Int, $before: String, $filter: IssueFilter, $orderBy: IssueOrder\n) {\n  node(id: $projectId) { ... on Project {\n    issues(first: $first, after: $after, last: $last, before: $before, filter: $filter, orderBy: $orderBy) {\n      totalCount\n      edges { cursor node { id number title status priority dueDate updatedAt assignee { id name } labels { name } } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  } }\n}"): typeof import('./graphql').IssueListsTestPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IssueListsTestListPage($projectId: ID!) {\n  node(id: $projectId) { ... on Project {\n    issues(first: 50) { edges { node { id title assignee { id name imageUrl } labels { id name color } } } }\n  } }\n}"): typeof import('./graphql').IssueListsTestListPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IssueListsTestOne($id: ID!) {\n  node(id: $id) { ... on Issue { assignee { id name imageUrl } labels { id name color } } }\n}"): typeof import('./graphql').IssueListsTestOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IssueListsTestSearch($query: String!, $first: Int, $after: String) {\n  viewer { workspace { searchIssues(query: $query, first: $first, after: $after) {\n    totalCount totalCountCapped edges { node { title key } } pageInfo { hasNextPage endCursor }\n  } } }\n}"): typeof import('./graphql').IssueListsTestSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IssueListsTestProjects { viewer { workspace { projects(first: 10) { edges { node { key openIssueCount } } } } } }"): typeof import('./graphql').IssueListsTestProjectsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssueListsTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }"): typeof import('./graphql').IssueListsTestUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssueListsTestMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id } } }"): typeof import('./graphql').IssueListsTestMoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssueListsTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }"): typeof import('./graphql').IssueListsTestDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssueListsTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }"): typeof import('./graphql').IssueListsTestCreateProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssuesTestCreate($input: CreateIssueInput!) {\n  createIssue(input: $input) {\n    issue {\n      id number key title description status priority dueDate position completedAt viewerCanUpdate viewerCanDelete\n      assignee { id name } creator { id name } labels { name color } project { id }\n    }\n    issueEdge { cursor node { id } }\n  }\n}"): typeof import('./graphql').IssuesTestCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssuesTestUpdate($input: UpdateIssueInput!) {\n  updateIssue(input: $input) {\n    issue { id title description status priority dueDate estimate position completedAt updatedAt assignee { id } labels { name } }\n  }\n}"): typeof import('./graphql').IssuesTestUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssuesTestMove($input: MoveIssueInput!) {\n  moveIssue(input: $input) { issue { id status position completedAt } }\n}"): typeof import('./graphql').IssuesTestMoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssuesTestMoveAcross($input: MoveIssueInput!) {\n  moveIssue(input: $input) { issue { id status priority assignee { id } labels { name } } }\n}"): typeof import('./graphql').IssuesTestMoveAcrossDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssuesTestDeleteLabel($input: DeleteLabelInput!) { deleteLabel(input: $input) { deletedLabelId } }"): typeof import('./graphql').IssuesTestDeleteLabelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssuesTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }"): typeof import('./graphql').IssuesTestDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IssuesTestBoard($projectId: ID!) {\n  node(id: $projectId) { ... on Project { openIssueCount viewerCanCreateIssue viewerCanUpdateIssues issues(first: 100) { totalCount edges { node { id number title status } } } } }\n}"): typeof import('./graphql').IssuesTestBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IssuesTestByKey($key: String!) { viewer { workspace { issue(key: $key) { id key title } } } }"): typeof import('./graphql').IssuesTestByKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssuesTestArchive($input: ArchiveProjectInput!) { archiveProject(input: $input) { archivedProjectId } }"): typeof import('./graphql').IssuesTestArchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssuesTestRestore($input: UnarchiveProjectInput!) { unarchiveProject(input: $input) { project { id } } }"): typeof import('./graphql').IssuesTestRestoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IssuesTestNode($id: ID!) { node(id: $id) { id ... on Issue { title } } }"): typeof import('./graphql').IssuesTestNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IssuesTestPermissions($id: ID!) { node(id: $id) { ... on Issue { viewerCanUpdate viewerCanDelete } } }"): typeof import('./graphql').IssuesTestPermissionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IssuesTestTheirs($id: ID!) { node(id: $id) { ... on Issue { title status } } }"): typeof import('./graphql').IssuesTestTheirsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestoreTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }"): typeof import('./graphql').RestoreTestDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestoreTestRestore($input: RestoreIssueInput!) {\n  restoreIssue(input: $input) {\n    issue { id key number title status labels { name } comments(first: 10) { edges { node { body } } } }\n    issueEdge { cursor node { id } }\n  }\n}"): typeof import('./graphql').RestoreTestRestoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestoreTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }"): typeof import('./graphql').RestoreTestCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestoreTestBoard($projectId: ID!) {\n  node(id: $projectId) { ... on Project { openIssueCount issuesSnapshotSeq issues(first: 100) { edges { node { title status } } } } }\n}"): typeof import('./graphql').RestoreTestBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestoreTestByKey($key: String!) { viewer { workspace { issue(key: $key) { id title } } } }"): typeof import('./graphql').RestoreTestByKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestoreTestTimeline($id: ID!) {\n  node(id: $id) {\n    ... on Issue { timeline(first: 20) { edges { node { __typename ... on IssueActivity { created restored actor { id } } } } } }\n  }\n}"): typeof import('./graphql').RestoreTestTimelineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription RestoreTestEvents($projectId: ID!, $afterSeq: Int) {\n  issueEvents(projectId: $projectId, afterSeq: $afterSeq) {\n    kind deletedIssueId\n    issue { id key title status }\n    issueEdge { node { id } }\n  }\n}"): typeof import('./graphql').RestoreTestEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkspaceIssuesTest($first: Int, $after: String, $filter: IssueFilter, $orderBy: IssueOrder) {\n  viewer { workspace { issues(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {\n    totalCount edges { cursor node { id key title } } pageInfo { hasNextPage endCursor }\n  } } }\n}"): typeof import('./graphql').WorkspaceIssuesTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkspaceIssuesTestProject($key: String!, $filter: IssueFilter) {\n  viewer { workspace { project(key: $key) { issues(first: 100, filter: $filter) { totalCount edges { node { key } } } } } }\n}"): typeof import('./graphql').WorkspaceIssuesTestProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkspaceIssuesTestCreateProject($input: CreateProjectInput!) {\n  createProject(input: $input) { project { id } }\n}"): typeof import('./graphql').WorkspaceIssuesTestCreateProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WorkspaceIssuesTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }"): typeof import('./graphql').WorkspaceIssuesTestCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WorkspaceIssuesTestEvents { workspaceIssueEvents { kind issue { key title } } }"): typeof import('./graphql').WorkspaceIssuesTestEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LabelsTestCreate($input: CreateLabelInput!) {\n  createLabel(input: $input) { label { id name color } labelEdge { cursor node { id } } }\n}"): typeof import('./graphql').LabelsTestCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LabelsTestUpdate($input: UpdateLabelInput!) { updateLabel(input: $input) { label { id name color } } }"): typeof import('./graphql').LabelsTestUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LabelsTestDelete($input: DeleteLabelInput!) { deleteLabel(input: $input) { deletedLabelId } }"): typeof import('./graphql').LabelsTestDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LabelsTestList($first: Int, $after: String) {\n  viewer { workspace { id viewerCanManageLabels labels(first: $first, after: $after) {\n    totalCount edges { cursor node { id name color } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n  } } }\n}"): typeof import('./graphql').LabelsTestListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LabelEventsTest { labelEvents { kind deletedLabelId label { id name color } } }"): typeof import('./graphql').LabelEventsTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LabelsTestIssueLabels($id: ID!) { node(id: $id) { ... on Issue { labels { id name color } } } }"): typeof import('./graphql').LabelsTestIssueLabelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MembersTestList($first: Int, $after: String) {\n  viewer { workspace { viewerCanManageMembers\n    members(first: $first, after: $after) { totalCount edges { cursor node { id role user { id name } } } pageInfo { hasNextPage endCursor } }\n    invitations(first: 20) { totalCount edges { node { id email role invitedBy { name } } } }\n  } }\n}"): typeof import('./graphql').MembersTestListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MembersTestInvite($input: InviteMemberInput!) {\n  inviteMember(input: $input) { invitation { id email role } invitationEdge { cursor node { id } } }\n}"): typeof import('./graphql').MembersTestInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MembersTestRevoke($input: RevokeInvitationInput!) { revokeInvitation(input: $input) { revokedInvitationId } }"): typeof import('./graphql').MembersTestRevokeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MembersTestUpdateRole($input: UpdateMemberRoleInput!) {\n  updateMemberRole(input: $input) { member { id role user { name } } }\n}"): typeof import('./graphql').MembersTestUpdateRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MembersTestRemove($input: RemoveMemberInput!) { removeMember(input: $input) { removedMemberId } }"): typeof import('./graphql').MembersTestRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MembersTestViewer { viewer { role workspace { slug } } }"): typeof import('./graphql').MembersTestViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MembersTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }"): typeof import('./graphql').MembersTestCreateProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InboxTestList($unreadOnly: Boolean, $archived: Boolean, $snoozed: Boolean) {\n  viewer {\n    unreadNotificationCount\n    nextSnoozeEndsAt\n    notifications(first: 50, unreadOnly: $unreadOnly, archived: $archived, snoozed: $snoozed) {\n      totalCount\n      edges { node { id issueTitle readAt archivedAt snoozedUntil } }\n    }\n  }\n}"): typeof import('./graphql').InboxTestListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InboxTestRead($input: MarkNotificationReadInput!) {\n  markNotificationRead(input: $input) { notification { id readAt } viewer { unreadNotificationCount } }\n}"): typeof import('./graphql').InboxTestReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InboxTestArchive($input: ArchiveNotificationInput!) {\n  archiveNotification(input: $input) { notification { id archivedAt } viewer { unreadNotificationCount } }\n}"): typeof import('./graphql').InboxTestArchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InboxTestUnarchive($input: UnarchiveNotificationInput!) {\n  unarchiveNotification(input: $input) { notification { id archivedAt } viewer { unreadNotificationCount } }\n}"): typeof import('./graphql').InboxTestUnarchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InboxTestSnooze($input: SnoozeNotificationInput!) {\n  snoozeNotification(input: $input) { notification { id readAt snoozedUntil } viewer { unreadNotificationCount } }\n}"): typeof import('./graphql').InboxTestSnoozeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InboxTestUnsnooze($input: UnsnoozeNotificationInput!) {\n  unsnoozeNotification(input: $input) { notification { id readAt snoozedUntil } viewer { unreadNotificationCount } }\n}"): typeof import('./graphql').InboxTestUnsnoozeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InboxTestPreferences { viewer { notificationPreferences { reason enabled } } }"): typeof import('./graphql').InboxTestPreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InboxTestPrefer($input: UpdateNotificationPreferenceInput!) {\n  updateNotificationPreference(input: $input) { preference { reason enabled } }\n}"): typeof import('./graphql').InboxTestPreferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InboxTestProjects { viewer { workspace { projects(first: 10) { edges { node { key name } } } } } }"): typeof import('./graphql').InboxTestProjectsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InboxTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }"): typeof import('./graphql').InboxTestCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription InboxTestEvents {\n  notificationEvents { kind unreadNotificationCount notifications { id archivedAt snoozedUntil readAt } notification { id } }\n}"): typeof import('./graphql').InboxTestEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotificationsTestInbox($first: Int, $after: String, $unreadOnly: Boolean) {\n  viewer {\n    unreadNotificationCount\n    notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node { id reason actor { id } issue { id } issueKey issueTitle comment { id body } status readAt }\n      }\n    }\n  }\n}"): typeof import('./graphql').NotificationsTestInboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }"): typeof import('./graphql').NotificationsTestUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsTestMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id } } }"): typeof import('./graphql').NotificationsTestMoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsTestBulk($input: BulkUpdateIssuesInput!) { bulkUpdateIssues(input: $input) { issues { id } } }"): typeof import('./graphql').NotificationsTestBulkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsTestDeleteIssue($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }"): typeof import('./graphql').NotificationsTestDeleteIssueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }"): typeof import('./graphql').NotificationsTestCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsTestEdit($input: UpdateCommentInput!) { updateComment(input: $input) { comment { id } } }"): typeof import('./graphql').NotificationsTestEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsTestUncomment($input: DeleteCommentInput!) { deleteComment(input: $input) { deletedCommentId } }"): typeof import('./graphql').NotificationsTestUncommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsTestRead($input: MarkNotificationReadInput!) {\n  markNotificationRead(input: $input) { notification { id readAt } viewer { unreadNotificationCount } }\n}"): typeof import('./graphql').NotificationsTestReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsTestReadAll {\n  markAllNotificationsRead { notifications { id readAt } viewer { unreadNotificationCount } }\n}"): typeof import('./graphql').NotificationsTestReadAllDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsTestRestore($input: RestoreIssueInput!) { restoreIssue(input: $input) { issue { id } } }"): typeof import('./graphql').NotificationsTestRestoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription NotificationsTestWithdrawn {\n  notificationEvents { kind unreadNotificationCount notifications { id reason issueKey } }\n}"): typeof import('./graphql').NotificationsTestWithdrawnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotificationsTestNode($id: ID!) { node(id: $id) { id ... on Notification { reason } } }"): typeof import('./graphql').NotificationsTestNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription NotificationsTestEvents {\n  notificationEvents {\n    kind\n    unreadNotificationCount\n    readNotifications { id readAt }\n    notification { id reason issueKey actor { id } issue { id } }\n    notificationEdge { cursor node { id } }\n  }\n}"): typeof import('./graphql').NotificationsTestEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription PresenceInstancesTest($subject: ID!) {\n  presence(subject: $subject) { people { id } }\n}"): typeof import('./graphql').PresenceInstancesTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription PresenceTest($subject: ID!) {\n  presence(subject: $subject) { subject people { id name } }\n}"): typeof import('./graphql').PresenceTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectsTestNodeAndNodes($id: ID!) { node(id: $id) { id } nodes(ids: [$id]) { id } }"): typeof import('./graphql').ProjectsTestNodeAndNodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectsTestProjectNode($id: ID!) { node(id: $id) { ... on Project { name archivedAt } } }"): typeof import('./graphql').ProjectsTestProjectNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectsTestWorkspaceId { viewer { workspace { id } } }"): typeof import('./graphql').ProjectsTestWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectsTestTypedNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }"): typeof import('./graphql').ProjectsTestTypedNodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectsTestViewerUserId { viewer { user { id } } }"): typeof import('./graphql').ProjectsTestViewerUserIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectsTestCreate($input: CreateProjectInput!) {\n  createProject(input: $input) { project { id key name description archivedAt viewerCanUpdate viewerCanArchive } projectEdge { cursor node { id } } }\n}"): typeof import('./graphql').ProjectsTestCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectsTestUpdate($input: UpdateProjectInput!) { updateProject(input: $input) { project { id name description } } }"): typeof import('./graphql').ProjectsTestUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectsTestArchive($input: ArchiveProjectInput!) { archiveProject(input: $input) { archivedProjectId project { id archivedAt } } }"): typeof import('./graphql').ProjectsTestArchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectsTestUnarchive($input: UnarchiveProjectInput!) { unarchiveProject(input: $input) { projectEdge { node { id archivedAt } } } }"): typeof import('./graphql').ProjectsTestUnarchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectsTestList($first: Int, $after: String, $last: Int, $before: String, $includeArchived: Boolean) {\n  viewer { workspace { viewerCanCreateProject projects(first: $first, after: $after, last: $last, before: $before, includeArchived: $includeArchived) {\n    totalCount edges { cursor node { key name archivedAt } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n  } } }\n}"): typeof import('./graphql').ProjectsTestListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectsTestByKey($key: String!) { viewer { workspace { project(key: $key) { id key name archivedAt } } } }"): typeof import('./graphql').ProjectsTestByKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectsTestFiltered($search: String, $archived: Boolean) {\n  viewer { workspace { projects(first: 100, search: $search, archived: $archived) { totalCount edges { node { key } } } } }\n}"): typeof import('./graphql').ProjectsTestFilteredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectsTestNodeIds($ids: [ID!]!) { nodes(ids: $ids) { id } }"): typeof import('./graphql').ProjectsTestNodeIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectsTestUserNode($id: ID!) { node(id: $id) { ... on User { name } } }"): typeof import('./graphql').ProjectsTestUserNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubissuesTestSetParent($input: SetIssueParentInput!) {\n  setIssueParent(input: $input) {\n    issue { id parent { id } }\n    parent { id childProgress { done total } }\n    previousParent { id childProgress { done total } }\n  }\n}"): typeof import('./graphql').SubissuesTestSetParentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubissuesTestAddRelation($input: AddIssueRelationInput!) {\n  addIssueRelation(input: $input) {\n    issue { id blocked relations { relationId type issue { id } } }\n    relatedIssue { id blocked relations { relationId type issue { id } } }\n  }\n}"): typeof import('./graphql').SubissuesTestAddRelationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubissuesTestRemoveRelation($input: RemoveIssueRelationInput!) {\n  removeIssueRelation(input: $input) { removedRelationId issues { id blocked relations { relationId } } }\n}"): typeof import('./graphql').SubissuesTestRemoveRelationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubissuesTestIssue($id: ID!) {\n  node(id: $id) {\n    ... on Issue {\n      key\n      parent { id }\n      childProgress { done total }\n      blocked\n      children(first: 10) { totalCount edges { node { id key } } }\n      relations { relationId type issue { id } }\n      timeline(first: 50) {\n        edges { node { ... on IssueActivity { actor { id } changes { field from to relationType } } } }\n      }\n    }\n  }\n}"): typeof import('./graphql').SubissuesTestIssueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubissuesTestFiltered($id: ID!, $filter: IssueFilter) {\n  node(id: $id) { ... on Project { issues(first: 50, filter: $filter) { edges { node { id } } } } }\n}"): typeof import('./graphql').SubissuesTestFilteredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubissuesTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }"): typeof import('./graphql').SubissuesTestUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubissuesTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }"): typeof import('./graphql').SubissuesTestDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubissuesTestRestore($input: RestoreIssueInput!) { restoreIssue(input: $input) { issue { id } } }"): typeof import('./graphql').SubissuesTestRestoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubissuesTestProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }"): typeof import('./graphql').SubissuesTestProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SubissuesTestEvents($projectId: ID!) {\n  issueEvents(projectId: $projectId) {\n    kind\n    issue { id parent { id } childProgress { done total } blocked relations { type issue { id } } }\n  }\n}"): typeof import('./graphql').SubissuesTestEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ViewerTestViewer { viewer { user { id name } workspace { id slug name projects(first: 20) { edges { node { id key name } } } } } }"): typeof import('./graphql').ViewerTestViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ViewerTestClaims { viewer { role permissions workspace { slug } } }"): typeof import('./graphql').ViewerTestClaimsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ViewerTestPersonal { viewer { role workspace { slug name personal viewerCanCreateProject } } }"): typeof import('./graphql').ViewerTestPersonalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ViewerTestNames { viewer { user { name } workspace { name } } }"): typeof import('./graphql').ViewerTestNamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ViewsTestSave($input: SaveViewInput!) {\n  saveView(input: $input) { view { id name shared scope filter orderBy layout grouping myIssues project { key } creator { name } viewerCanUpdate } workspace { views { name } } }\n}"): typeof import('./graphql').ViewsTestSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ViewsTestUpdate($input: UpdateViewInput!) { updateView(input: $input) { view { id name shared filter } } }"): typeof import('./graphql').ViewsTestUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ViewsTestMove($input: MoveViewInput!) { moveView(input: $input) { workspace { views { name } } } }"): typeof import('./graphql').ViewsTestMoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ViewsTestDelete($input: DeleteViewInput!) { deleteView(input: $input) { deletedViewId workspace { views { name } } } }"): typeof import('./graphql').ViewsTestDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ViewsTestList { viewer { workspace { viewerCanShareViews views { id name shared viewerCanUpdate } } } }"): typeof import('./graphql').ViewsTestListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ViewsTestNode($id: ID!) { node(id: $id) { ... on SavedView { id name filter } } }"): typeof import('./graphql').ViewsTestNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ViewsTestExport($id: ID!, $format: ExportFormat!) { node(id: $id) { ... on SavedView { exportIssues(format: $format) } } }"): typeof import('./graphql').ViewsTestExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ViewsTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }"): typeof import('./graphql').ViewsTestCreateProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ViewEventsTest { viewEvents { kind deletedViewId view { name shared } workspace { views { name } } } }"): typeof import('./graphql').ViewEventsTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksTestCreate($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) { endpoint { id url description eventTypes enabled secret } }\n}"): typeof import('./graphql').WebhooksTestCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksTestUpdate($input: UpdateWebhookEndpointInput!) {\n  updateWebhookEndpoint(input: $input) { endpoint { id enabled disabledReason failureCount } }\n}"): typeof import('./graphql').WebhooksTestUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksTestRotate($input: RotateWebhookSecretInput!) {\n  rotateWebhookSecret(input: $input) { endpoint { id secret previousSecretExpiresAt } }\n}"): typeof import('./graphql').WebhooksTestRotateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksTestResend($input: ResendWebhookDeliveryInput!) {\n  resendWebhookDelivery(input: $input) { delivery { id status } }\n}"): typeof import('./graphql').WebhooksTestResendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhooksTestEndpoints {\n  viewer { workspace { viewerCanManageWebhooks webhookEndpoints {\n    id enabled disabledReason failureCount\n    deliveries { id eventType status attempts lastStatusCode lastResponseMs lastError payload }\n  } } }\n}"): typeof import('./graphql').WebhooksTestEndpointsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhooksTestNode($id: ID!) { node(id: $id) { id } }"): typeof import('./graphql').WebhooksTestNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhooksTestInbox {\n  viewer { unreadNotificationCount notifications(first: 10) { edges { node {\n    reason actor { id } issue { id } issueKey issueTitle webhookEndpoint { id url disabledReason }\n  } } } }\n}"): typeof import('./graphql').WebhooksTestInboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksTestPrefer($input: UpdateNotificationPreferenceInput!) {\n  updateNotificationPreference(input: $input) { preference { reason enabled } }\n}"): typeof import('./graphql').WebhooksTestPreferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WebhooksTestNotificationEvents {\n  notificationEvents { kind unreadNotificationCount notification { reason webhookEndpoint { id } } }\n}"): typeof import('./graphql').WebhooksTestNotificationEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WebhooksTestUpdateIssue($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }"): typeof import('./graphql').WebhooksTestUpdateIssueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InputTextTestNode($id: ID!) { node(id: $id) { id } }"): typeof import('./graphql').InputTextTestNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InputTextTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id key name description } } }"): typeof import('./graphql').InputTextTestCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InputTextTestRename($id: ID!) { updateProject(input: { id: $id, name: \"New\" }) { project { id } } }"): typeof import('./graphql').InputTextTestRenameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PersistedTestViewerRole { viewer { role } }"): typeof import('./graphql').PersistedTestViewerRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PersistedTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }"): typeof import('./graphql').PersistedTestCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResponseCacheTestProjects { viewer { workspace { projects(first: 50) { edges { node { key name viewerCanUpdate } } } } } }"): typeof import('./graphql').ResponseCacheTestProjectsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResponseCacheTestViewer { viewer { role permissions user { name } } }"): typeof import('./graphql').ResponseCacheTestViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResponseCacheTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }"): typeof import('./graphql').ResponseCacheTestCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResponseCacheTestRename($input: UpdateProjectInput!) { updateProject(input: $input) { project { id } } }"): typeof import('./graphql').ResponseCacheTestRenameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccessTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }"): typeof import('./graphql').AccessTestCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccessTestViewer { viewer { role workspace { id name } } }"): typeof import('./graphql').AccessTestViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription HeartbeatTestPresence($subject: ID!) {\n  presence(subject: $subject) { people { id } }\n}"): typeof import('./graphql').HeartbeatTestPresenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscriptionsTestWorkspaceId { viewer { workspace { id } } }"): typeof import('./graphql').SubscriptionsTestWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscriptionsTestRename($id: ID!) { updateProject(input: { id: $id, name: \"Renamed\" }) { project { id } } }"): typeof import('./graphql').SubscriptionsTestRenameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscriptionsTestArchive($id: ID!) { archiveProject(input: { id: $id }) { project { id } } }"): typeof import('./graphql').SubscriptionsTestArchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscriptionsTestUnarchive($id: ID!) { unarchiveProject(input: { id: $id }) { project { id } } }"): typeof import('./graphql').SubscriptionsTestUnarchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscriptionsTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }"): typeof import('./graphql').SubscriptionsTestCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShutdownTestViewer { viewer { user { id } } }"): typeof import('./graphql').ShutdownTestViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShutdownTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { key } } }"): typeof import('./graphql').ShutdownTestCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShutdownTestProjectCount { viewer { workspace { projects(first: 20) { totalCount } } } }"): typeof import('./graphql').ShutdownTestProjectCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShutdownTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }"): typeof import('./graphql').ShutdownTestCreateProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShutdownTestCreateIssue($input: CreateIssueInput!) { createIssue(input: $input) { issue { title } } }"): typeof import('./graphql').ShutdownTestCreateIssueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssuesTestSetupProject($input: CreateProjectInput!) {\n  createProject(input: $input) { project { id } }\n}"): typeof import('./graphql').IssuesTestSetupProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IssuesTestSetupWorkspace { viewer { workspace { id } } }"): typeof import('./graphql').IssuesTestSetupWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssuesTestSetupIssue($input: CreateIssueInput!) {\n  createIssue(input: $input) { issue { id number key title status position } }\n}"): typeof import('./graphql').IssuesTestSetupIssueDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
