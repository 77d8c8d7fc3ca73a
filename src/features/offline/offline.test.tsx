import { act, screen, waitFor, within } from '@testing-library/react';
import { announceConnection } from '@/relay/connectionStatus';
import { ApiError } from '@/relay/errors';
import { ADA, GRACE, issueNode, testComment, testIssue, type TestIssue, type TestUser } from '../../../__tests__/helpers/fixtures/issues';
import { IssuePageDriver } from '../../../__tests__/helpers/pages/issuePage';
import { goOffline, goOnline, operationNamed, pendingOperationNames, rejectOperation, resolveOperation, waitForOperation } from '../../../__tests__/helpers/relay';
import { pendingStorageKey, type PendingChange } from './pendingChanges';

const LOOK = 'outboxIssueQuery';
/** The page's own mutations, and the outbox's, which sends the same changes later. */
const PAGE_UPDATE = 'useUpdateIssueMutation';
const UPDATE = 'outboxUpdateIssueMutation';
const COMMENT = 'outboxCreateCommentMutation';
const STORAGE_KEY = pendingStorageKey('user_ada', 'acme');

const issue = testIssue(1, { title: 'Fix the login page', status: 'TODO', priority: 'LOW' });

interface Activity {
  by: TestUser;
  at: string;
  fields: string[];
}

/** The server's answer to the outbox's look at the issue before it sends an edit: the issue now, and its history. */
function issueNow(now: TestIssue, history: Activity[] = []) {
  return () => ({
    data: {
      viewer: { user: { id: ADA.id } },
      node: {
        __typename: 'Issue',
        id: now.id,
        title: now.title,
        description: now.description,
        status: now.status,
        priority: now.priority,
        dueDate: now.dueDate,
        estimate: now.estimate,
        assignee: now.assignee && { id: now.assignee.id, name: now.assignee.name },
        labels: now.labels.map(({ id, name }) => ({ id, name })),
        timeline: {
          edges: history.map((entry, index) => ({
            node: {
              __typename: 'IssueActivity',
              id: `activity_${index}`,
              createdAt: entry.at,
              actor: { id: entry.by.id, name: entry.by.name },
              changes: entry.fields.map((field) => ({ field })),
            },
          })),
          pageInfo: { hasNextPage: false, endCursor: null },
        },
      },
    },
  });
}

function waiting(): PendingChange[] {
  return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as PendingChange[];
}

function connection(state: 'online' | 'offline') {
  if (state === 'offline') goOffline();
  else goOnline();
  act(() => {
    window.dispatchEvent(new Event(state));
  });
}

function sentInput(page: IssuePageDriver) {
  return operationNamed(page.environment, UPDATE).request.variables.input as Record<string, unknown>;
}

afterEach(() => {
  goOnline();
  localStorage.clear();
});

describe('changes made offline', () => {
  it('are kept and shown as waiting, then sent in the order they were made once the browser is back online', async () => {
    const page = await IssuePageDriver.open({ issue }, { outbox: true });
    connection('offline');

    await page.choose('Status', 'In progress');
    await page.editTitle('Fix the sign-in page');
    await page.postComment('Written on a train');

    // Nothing went to the server; the page shows the changes, marked as waiting.
    expect(pendingOperationNames(page.environment)).not.toEqual(expect.arrayContaining([PAGE_UPDATE]));
    expect(pendingOperationNames(page.environment).filter((name) => name.endsWith('Mutation'))).toEqual([]);
    expect(page.fieldValue('Status')).toBe('In progress');
    expect(page.title()).toBe('Fix the sign-in page');
    expect(page.comment('Written on a train')).toHaveTextContent('waiting to be sent');
    expect(screen.getByText(/^3 changes waiting to be sent: they go out, in order, when the connection is back\.$/)).toBeInTheDocument();
    // Kept in storage, for a reload.
    expect(waiting().map((change) => change.kind)).toEqual(['issueEdit', 'issueEdit', 'comment']);

    connection('online');
    expect(await screen.findByText('Sending 3 changes made while offline…')).toBeInTheDocument();
    // Each edit looks at the issue first, then sends only what it changed.
    await waitForOperation(page.environment, LOOK);
    resolveOperation(page.environment, LOOK, issueNow(issue));
    await waitForOperation(page.environment, UPDATE);
    expect(sentInput(page)).toEqual({ id: issue.id, status: 'IN_PROGRESS' });
    const started = { ...issue, status: 'IN_PROGRESS' as const };
    resolveOperation(page.environment, UPDATE, { UpdateIssuePayload: () => ({ issue: issueNode(started) }) });

    await waitForOperation(page.environment, LOOK);
    resolveOperation(page.environment, LOOK, issueNow(started));
    await waitForOperation(page.environment, UPDATE);
    expect(sentInput(page)).toEqual({ id: issue.id, title: 'Fix the sign-in page' });
    const renamed = { ...started, title: 'Fix the sign-in page' };
    resolveOperation(page.environment, UPDATE, { UpdateIssuePayload: () => ({ issue: issueNode(renamed) }) });

    await waitForOperation(page.environment, COMMENT);
    expect(operationNamed(page.environment, COMMENT).request.variables.input).toEqual({ issueId: issue.id, body: 'Written on a train' });
    resolveOperation(page.environment, COMMENT, {
      CreateCommentPayload: () => {
        const node = { ...testComment('posted', 'Written on a train'), __isNode: 'Comment', author: { __typename: 'User', ...ADA }, mentions: [] };
        return { timelineEdge: { cursor: 'cursor_posted', node } };
      },
    });

    await waitFor(() => expect(screen.queryByText(/changes? made while offline/)).not.toBeInTheDocument());
    expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument();
    expect(page.title()).toBe('Fix the sign-in page');
    expect(page.fieldValue('Status')).toBe('In progress');
    expect(page.comment('Written on a train')).not.toHaveTextContent('waiting');
    // Posted, it is a comment like any other: one can react to it (the answer carries its reactions).
    expect(await within(page.comment('Written on a train')).findByRole('button', { name: 'Add reaction' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('include editing and deleting posted comments: shown at once, kept, and sent in order once back online', async () => {
    const plan = testComment('plan', 'The plan: ship on Friday');
    const typo = testComment('typo', 'Tpyo here');
    const page = await IssuePageDriver.open({ issue, timeline: [plan, typo] }, { outbox: true });
    connection('offline');

    await page.editComment('The plan: ship on Friday', 'The plan: ship on Monday');
    await page.deleteComment('Tpyo here');

    expect(pendingOperationNames(page.environment).filter((name) => name.endsWith('Mutation'))).toEqual([]);
    expect(page.commentBodies()).toEqual(['The plan: ship on Monday']);
    expect(screen.getByText(/^2 changes waiting to be sent/)).toBeInTheDocument();
    expect(waiting().map((change) => change.kind)).toEqual(['commentEdit', 'commentDelete']);

    connection('online');
    await waitForOperation(page.environment, 'outboxUpdateCommentMutation');
    expect(operationNamed(page.environment, 'outboxUpdateCommentMutation').request.variables.input).toEqual({ id: plan.id, body: 'The plan: ship on Monday' });
    resolveOperation(page.environment, 'outboxUpdateCommentMutation', {
      Comment: () => ({ ...plan, body: 'The plan: ship on Monday', edited: true, author: { __typename: 'User', ...ADA } }),
    });
    await waitForOperation(page.environment, 'outboxDeleteCommentMutation');
    expect(operationNamed(page.environment, 'outboxDeleteCommentMutation').request.variables.input).toEqual({ id: typo.id });
    // Deleted meanwhile elsewhere: what the deletion wanted, and nothing to say.
    rejectOperation(page.environment, 'outboxDeleteCommentMutation', new ApiError('NOT_FOUND', 'No comment has this id.'));

    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBeNull());
    expect(page.commentBodies()).toEqual(['The plan: ship on Monday']);
    expect(screen.queryByText(/not saved/)).not.toBeInTheDocument();
  });

  it('survive a reload: the page opened again shows them as waiting and sends them when it can', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify([
        {
          kind: 'issueEdit',
          id: 'kept-1',
          madeAt: '2026-11-27T08:00:00.000Z',
          issue: { id: issue.id, key: issue.key },
          input: { id: issue.id, priority: 'URGENT' },
          based: { priority: 'LOW' },
        },
      ]),
    );
    goOffline();
    const page = await IssuePageDriver.open({ issue }, { outbox: true });
    expect(page.fieldValue('Priority')).toBe('Urgent');
    expect(screen.getByText(/^1 change waiting to be sent: it goes out/)).toBeInTheDocument();

    connection('online');
    await waitForOperation(page.environment, LOOK);
    resolveOperation(page.environment, LOOK, issueNow(issue));
    await waitForOperation(page.environment, UPDATE);
    expect(sentInput(page)).toEqual({ id: issue.id, priority: 'URGENT' });
    resolveOperation(page.environment, UPDATE, { UpdateIssuePayload: () => ({ issue: issueNode({ ...issue, priority: 'URGENT' }) }) });
    await waitFor(() => expect(screen.queryByText(/^1 change waiting to be sent/)).not.toBeInTheDocument());
    expect(page.fieldValue('Priority')).toBe('Urgent');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('keep, field by field, a value someone else set after the offline edit, send the rest, and say so', async () => {
    const page = await IssuePageDriver.open({ issue }, { outbox: true });
    connection('offline');
    await page.choose('Status', 'Done');
    await page.choose('Priority', 'High');
    const [statusEdit] = waiting();
    const after = new Date(Date.parse(statusEdit!.madeAt) + 60_000).toISOString();
    const before = '2026-11-20T10:00:00.000Z';

    connection('online');
    // Grace moved it to In review after the edit (and had changed its priority before it: the offline edit is later there).
    const graceChanged = { ...issue, status: 'IN_REVIEW' as const, priority: 'MEDIUM' as const };
    const history = [
      { by: GRACE, at: before, fields: ['PRIORITY'] },
      { by: GRACE, at: after, fields: ['STATUS'] },
    ];
    await waitForOperation(page.environment, LOOK);
    resolveOperation(page.environment, LOOK, issueNow(graceChanged, history));
    // Nothing is left of the status edit: the next edit's look comes without a mutation in between.
    await waitFor(() => expect(pendingOperationNames(page.environment)).toEqual(expect.arrayContaining([LOOK])));
    expect(pendingOperationNames(page.environment)).not.toContain(UPDATE);
    expect(await screen.findByText('WEB-1: Status kept as In review: Grace Member changed it after your offline edit.')).toBeInTheDocument();
    expect(page.fieldValue('Status')).toBe('In review');

    resolveOperation(page.environment, LOOK, issueNow(graceChanged, history));
    await waitForOperation(page.environment, UPDATE);
    expect(sentInput(page)).toEqual({ id: issue.id, priority: 'HIGH' });
    resolveOperation(page.environment, UPDATE, { UpdateIssuePayload: () => ({ issue: issueNode({ ...graceChanged, priority: 'HIGH' }) }) });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBeNull());
    expect(page.fieldValue('Priority')).toBe('High');
    expect(page.fieldValue('Status')).toBe('In review');
  });

  it('wait when the server cannot be reached though the browser is online, and go when the live connection is back', async () => {
    const page = await IssuePageDriver.open({ issue }, { outbox: true });
    await page.choose('Priority', 'Urgent');
    rejectOperation(page.environment, PAGE_UPDATE, new ApiError('NETWORK', 'Failed to fetch'));

    // No error toast: the change waits, shown as it was made.
    expect(await screen.findByText('Sending 1 change made while offline…')).toBeInTheDocument();
    expect(screen.queryByText(/was not updated/)).not.toBeInTheDocument();
    expect(page.fieldValue('Priority')).toBe('Urgent');

    await waitForOperation(page.environment, LOOK);
    rejectOperation(page.environment, LOOK, new ApiError('NETWORK', 'Failed to fetch'));
    expect(waiting()).toHaveLength(1);

    act(() => announceConnection('restored'));
    await waitForOperation(page.environment, LOOK);
    resolveOperation(page.environment, LOOK, issueNow(issue));
    await waitForOperation(page.environment, UPDATE);
    expect(sentInput(page)).toEqual({ id: issue.id, priority: 'URGENT' });
    resolveOperation(page.environment, UPDATE, { UpdateIssuePayload: () => ({ issue: issueNode({ ...issue, priority: 'URGENT' }) }) });
    await waitFor(() => expect(screen.queryByText('Sending 1 change made while offline…')).not.toBeInTheDocument());
  });

  it('that the server refuses when sent are dropped, and a toast says why', async () => {
    const page = await IssuePageDriver.open({ issue }, { outbox: true });
    connection('offline');
    await page.choose('Priority', 'Urgent');
    connection('online');
    await waitForOperation(page.environment, LOOK);
    resolveOperation(page.environment, LOOK, issueNow(issue));
    await waitForOperation(page.environment, UPDATE);
    rejectOperation(page.environment, UPDATE, new ApiError('FORBIDDEN', 'You may not edit this issue.'));
    expect(await screen.findByText('WEB-1: a change made offline was not saved: You may not edit this issue.')).toBeInTheDocument();
    await waitFor(() => expect(page.fieldValue('Priority')).toBe('Low'));
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});
