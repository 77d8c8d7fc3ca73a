import { screen, waitFor, within } from '@testing-library/react';
import { inBoardOrder } from '../../../__tests__/helpers/fixtures/board';
import { issueNode, issueWorkspaceResolvers, testIssue, type TestIssue } from '../../../__tests__/helpers/fixtures/issues';
import { BoardPageDriver } from '../../../__tests__/helpers/pages/boardPage';
import { IssuePageDriver } from '../../../__tests__/helpers/pages/issuePage';
import { describeChange } from '../issues/timeline/TimelineActivity';
import { operationNamed, resolveOperation, waitForOperation } from '../../../__tests__/helpers/relay';

const epic = testIssue(1, { title: 'Launch the site' });
const copy = testIssue(2, { title: 'Write the copy', status: 'DONE' });
const images = testIssue(3, { title: 'Pick the images' });
const blocker = testIssue(9, { title: 'Buy the domain' });

let shownSection: HTMLElement;
/** The section (its code loads after the page's first paint: found once, when the page opens). */
const section = () => shownSection;
const open = async (...args: Parameters<typeof IssuePageDriver.open>): Promise<IssuePageDriver> => {
  const page = await IssuePageDriver.open(...args);
  shownSection = await screen.findByRole('region', { name: /Sub-issues/ });
  return page;
};

describe('the issue page’s sub-issues and relations', () => {
  it('shows the parent, the sub-issues with their progress, and the relations as this issue sees them', async () => {
    await open({
      issue: testIssue(5, {
        parent: epic,
        subIssues: [copy, images],
        childProgress: { done: 1, total: 2 },
        relations: [{ relationId: 'relation_1', type: 'BLOCKED_BY', issue: blocker }],
      }),
    });

    expect(within(section()).getByRole('heading', { level: 2 })).toHaveTextContent('Sub-issues1/2 done');
    expect(within(section()).getByRole('link', { name: /WEB-1 Launch the site/ })).toHaveAttribute('href', '/w/acme/issue/WEB-1');
    const children = within(section()).getByRole('list', { name: 'Sub-issues of WEB-5' });
    expect(within(children).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['WEB-2Write the copyDone', 'WEB-3Pick the imagesTodo']);
    const relations = within(section()).getByRole('list', { name: 'Relations of WEB-5' });
    expect(within(relations).getByRole('listitem')).toHaveTextContent('Blocked byWEB-9Buy the domain');
  });

  it('adds a sub-issue from its title: creates it in the parent’s project, then makes it a sub-issue of the parent', async () => {
    const parent = testIssue(5, { title: 'Parent' });
    const page = await open({ issue: parent });

    await page.user.click(within(section()).getByRole('button', { name: 'Add sub-issue' }));
    await page.user.type(within(section()).getByLabelText('Title of the new sub-issue'), 'First step');
    await page.user.click(within(section()).getByRole('button', { name: 'Add' }));

    const created = await waitForOperation(page.environment, 'useCreateSubIssueMutation');
    expect(created.request.variables.input).toEqual({ projectId: parent.project.id, title: 'First step' });
    const child = testIssue(6, { title: 'First step', parent });
    resolveOperation(page.environment, 'useCreateSubIssueMutation', { CreateIssuePayload: () => ({ issue: issueNode(child) }) });

    const linked = await waitForOperation(page.environment, 'useSetIssueParentMutation');
    expect(linked.request.variables.input).toEqual({ id: child.id, parentId: parent.id });
    resolveOperation(page.environment, 'useSetIssueParentMutation', {
      SetIssueParentPayload: () => ({
        issue: issueNode(child),
        parent: issueNode({ ...parent, subIssues: [child], childProgress: { done: 0, total: 1 } }),
        previousParent: null,
      }),
    });

    await waitFor(() => expect(within(section()).getByRole('list', { name: 'Sub-issues of WEB-5' })).toHaveTextContent('WEB-6First step'));
    expect(within(section()).getByRole('heading', { level: 2 })).toHaveTextContent('0/1 done');
    expect(within(section()).queryByLabelText('Title of the new sub-issue')).not.toBeInTheDocument();
  });

  it('removes a relation with its button, named after the relation', async () => {
    const page = await open({ issue: testIssue(5, { relations: [{ relationId: 'relation_1', type: 'BLOCKS', issue: blocker }] }) });

    await page.user.click(within(section()).getByRole('button', { name: 'Remove the relation blocks WEB-9' }));

    expect(operationNamed(page.environment, 'useIssueRelationMutationsRemoveMutation').request.variables.input).toEqual({ id: 'relation_1' });
  });

  it('offers a viewer who may not edit the issue no way to change its parent, sub-issues or relations', async () => {
    await open({ issue: testIssue(5, { viewerCanUpdate: false, parent: epic, relations: [{ relationId: 'relation_1', type: 'RELATES_TO', issue: blocker }] }) });

    expect(within(section()).getByText('Relates to')).toBeInTheDocument();
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers to cancel the issue once it is marked as a duplicate', async () => {
    const issue = testIssue(5, { title: 'Twin' });
    const page = await open({ issue });
    await page.user.click(within(section()).getByRole('button', { name: 'Add relation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Relate WEB-5 to…' });
    await page.user.selectOptions(within(dialog).getByLabelText('Relation'), 'Duplicates');
    await page.user.type(within(dialog).getByLabelText('Search issues by key or title'), 'WEB-9');
    await waitForOperation(page.environment, 'IssuePickerDialogSearchQuery');
    expect(operationNamed(page.environment, 'IssuePickerDialogSearchQuery').request.variables).toEqual({ query: 'WEB-9' });
    resolveOperation(page.environment, 'IssuePickerDialogSearchQuery', {
      // The same workspace as the page's (its query and this one share the viewer's record).
      ...issueWorkspaceResolvers({ issue }),
      IssueConnection: () => ({ edges: [{ node: issueNode(blocker) }] }),
    });
    await page.user.click(await within(dialog).findByRole('button', { name: /WEB-9 Buy the domain/ }));

    const added = await waitForOperation(page.environment, 'useIssueRelationMutationsAddMutation');
    expect(added.request.variables.input).toEqual({ issueId: issue.id, relatedIssueId: blocker.id, type: 'DUPLICATES' });
    resolveOperation(page.environment, 'useIssueRelationMutationsAddMutation', {
      AddIssueRelationPayload: () => ({
        issue: issueNode({ ...issue, relations: [{ relationId: 'relation_2', type: 'DUPLICATES', issue: blocker }] }),
        relatedIssue: issueNode({ ...blocker, relations: [{ relationId: 'relation_2', type: 'DUPLICATED_BY', issue }] }),
      }),
    });

    const offer = await within(section()).findByRole('status');
    expect(offer).toHaveTextContent('WEB-5 is marked as a duplicate. Cancel it?');
    await page.user.click(within(offer).getByRole('button', { name: 'Cancel WEB-5' }));
    expect(operationNamed(page.environment, 'useCancelDuplicateMutation').request.variables.input).toEqual({ id: issue.id, status: 'CANCELED' });
  });
});

describe('the board card’s sub-issue progress and Blocked marker', () => {
  it('shows a parent’s progress and a blocked issue’s marker, in words for screen readers too', async () => {
    const issues: TestIssue[] = inBoardOrder([
      testIssue(1, { status: 'TODO', childProgress: { done: 2, total: 3 } }),
      testIssue(2, { status: 'TODO', blocked: true }),
      testIssue(3, { status: 'TODO' }),
    ]);
    const page = await BoardPageDriver.open({ issues });

    expect(page.card('WEB-1')).toHaveTextContent('Sub-issues: 2 of 3 done');
    expect(page.card('WEB-1')).not.toHaveTextContent('Blocked');
    expect(page.card('WEB-2')).toHaveTextContent('Blocked');
    expect(page.card('WEB-3')).not.toHaveTextContent(/Blocked|Sub-issues/);
  });

  it('updates a parent’s progress when a change to its sub-issue arrives live', async () => {
    const parent = testIssue(1, { status: 'TODO', childProgress: { done: 0, total: 1 } });
    const child = testIssue(2, { status: 'TODO', parent });
    const page = await BoardPageDriver.open({ issues: inBoardOrder([parent, child]) });

    page.arrivesLive('MOVED', { ...child, status: 'DONE', parent: { ...parent, childProgress: { done: 1, total: 1 } } });

    await waitFor(() => expect(page.card('WEB-1')).toHaveTextContent('Sub-issues: 1 of 1 done'));
  });
});

describe('the timeline’s words for sub-issues and relations', () => {
  type Change = Parameters<typeof describeChange>[0];
  const change = (fields: Partial<Change>) => ({ from: null, to: null, relationType: null, fromUser: null, toUser: null, addedLabels: [], removedLabels: [], ...fields }) as Change;

  it('says which parent was set, which sub-issue was added or removed, and which relation as this issue sees it', () => {
    expect(describeChange(change({ field: 'PARENT', to: 'WEB-1' }))).toBe('set the parent to WEB-1');
    expect(describeChange(change({ field: 'PARENT', from: 'WEB-1', to: 'WEB-2' }))).toBe('changed the parent from WEB-1 to WEB-2');
    expect(describeChange(change({ field: 'SUB_ISSUES', to: 'WEB-6' }))).toBe('added the sub-issue WEB-6');
    expect(describeChange(change({ field: 'RELATIONS', to: 'WEB-3', relationType: 'BLOCKS' }))).toBe('added the relation “blocks WEB-3”');
    expect(describeChange(change({ field: 'RELATIONS', from: 'WEB-9', relationType: 'BLOCKED_BY' }))).toBe('removed the relation “is blocked by WEB-9”');
  });
});
