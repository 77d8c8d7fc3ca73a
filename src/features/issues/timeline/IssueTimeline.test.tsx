import { screen, within } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import {
  ADA,
  GRACE,
  testActivity,
  testComment,
  testIssue,
  testLabel,
  testMember,
  testUser,
} from '../../../../__tests__/helpers/fixtures/issues';
import { IssuePageDriver } from '../../../../__tests__/helpers/pages/issuePage';

const LIN = testUser('Lin Viewer');
const people = [testMember(ADA, 'org:admin'), testMember(GRACE), testMember(LIN, 'org:viewer')];
const bug = testLabel('Bug');
const docs = testLabel('Docs', '#3b5bdb');

describe('issue timeline', () => {
  beforeEach(() => {
    // "2 min ago" is counted from now: the clock reads noon.
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-20T12:00:00.000Z'));
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('interleaves comments and activity in time order, in words with who and when', async () => {
    const issue = testIssue(3);
    const page = await IssuePageDriver.open({
      issue,
      members: people,
      timeline: [
        testActivity('created', [], { createdAt: '2026-11-20T09:00:00.000Z' }),
        testActivity('status', [{ field: 'STATUS', from: 'TODO', to: 'IN_PROGRESS' }], { createdAt: '2026-11-20T11:58:00.000Z' }),
        testComment('first', 'Looks **good**', { author: GRACE, viewerCanUpdate: false, createdAt: '2026-11-20T11:58:30.000Z' }),
        testActivity('people', [
          { field: 'ASSIGNEE', toUser: GRACE },
          { field: 'LABELS', addedLabels: [bug, docs], removedLabels: [] },
        ], { createdAt: '2026-11-20T11:59:00.000Z', actor: GRACE }),
        testActivity('reassign', [{ field: 'ASSIGNEE', fromUser: GRACE, toUser: LIN }, { field: 'PRIORITY', from: 'NONE', to: 'HIGH' }], { createdAt: '2026-11-20T11:59:00.000Z' }),
        testActivity('restored', [], { created: false, restored: true, createdAt: '2026-11-20T11:59:30.000Z', actor: GRACE }),
      ],
    });

    expect(page.timelineEntries()).toEqual([
      'AAAda Admin created the issue · 3 h ago',
      'AAAda Admin changed status from Todo to In progress · 2 min ago',
      'GMGrace Member commented1 min agoDeleteLooks good',
      'GMGrace Member assigned Grace Member and added the labels Bug and Docs · 1 min ago',
      'AAAda Admin reassigned the issue from Grace Member to Lin Viewer and changed priority from No priority to High · 1 min ago',
      'GMGrace Member restored the issue · just now',
    ]);
    expect(within(page.comment('Looks')).getByText('good').tagName).toBe('STRONG');
  });

  it('shows mentions in comments by the member’s current name, and an unknown id as "@unknown member"', async () => {
    const page = await IssuePageDriver.open({
      issue: testIssue(3),
      members: people,
      timeline: [testComment('m', 'Over to @[user_grace], cc @[user_gone]', { mentions: [GRACE] })],
    });

    expect(page.commentBodies()).toEqual(['Over to @Grace Member, cc @unknown member']);
  });

  it('loads later entries with "Show more"', async () => {
    const issue = testIssue(3);
    const page = await IssuePageDriver.open({ issue, members: people, timeline: [testComment('a', 'First')], timelineHasMore: true });

    await page.showMore();
    page.serverSendsMoreTimeline(issue, [testComment('b', 'Second')]);

    expect(page.commentBodies()).toEqual(['First', 'Second']);
    expect(within(page.timeline()).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  describe('comments', () => {
    it('posts a comment at once with Ctrl+Enter, then keeps the one the server confirms', async () => {
      const issue = testIssue(3);
      const page = await IssuePageDriver.open({ issue, members: people, timeline: [testComment('a', 'First')] });

      await page.postComment('  Second, **bold**  ', { withKeys: true });

      expect(page.sentVariables('comment').input).toEqual({ issueId: issue.id, body: 'Second, **bold**' });
      expect(page.commentBodies()).toEqual(['First', 'Second, bold']);
      expect(page.comment('Second')).toHaveTextContent('posting…');
      expect(page.commentField()).toHaveValue('');

      page.serverCreatesComment(testComment('b', 'Second, **bold**'));
      expect(page.commentBodies()).toEqual(['First', 'Second, bold']);
      expect(page.comment('Second')).not.toHaveTextContent('posting…');
      expect(within(page.comment('Second')).getByRole('button', { name: "Edit Ada Admin's comment" })).toBeInTheDocument();
    });

    it('takes the comment away again when the server refuses, gives the text back and says why', async () => {
      const page = await IssuePageDriver.open({ issue: testIssue(3), members: people });

      await page.postComment('Hello');
      expect(page.commentBodies()).toEqual(['Hello']);

      page.serverRefuses('comment', new ApiError('FORBIDDEN', 'Viewers cannot comment.'));

      expect(page.commentBodies()).toEqual([]);
      expect(page.commentField()).toHaveValue('Hello');
      await page.toast('Your comment was not posted: Viewers cannot comment.');
    });

    it('refuses an empty comment without asking the server, and shows the count near the limit', async () => {
      const page = await IssuePageDriver.open({ issue: testIssue(3), members: people });

      await page.postComment('   ');
      expect(within(page.composer()).getByRole('alert')).toHaveTextContent('Write a comment.');
      expect(page.sent('comment')).toBe(false);

      await page.user.clear(page.commentField());
      await page.user.click(page.commentField());
      await page.user.paste('a'.repeat(20_001));
      expect(within(page.composer()).getByText('20,001 / 20,000 characters')).toBeInTheDocument();
      await page.user.click(within(page.composer()).getByRole('button', { name: 'Comment' }));
      expect(within(page.composer()).getByRole('alert')).toHaveTextContent('Use at most 20,000 characters (now 20,001).');
      expect(page.sent('comment')).toBe(false);
    });

    it('edits one’s own comment at once; on refusal puts the old text back and gives the edit back to try again', async () => {
      const page = await IssuePageDriver.open({ issue: testIssue(3), members: people, timeline: [testComment('a', 'Old words')] });

      await page.editComment('Old words', 'New words');
      expect(page.sentVariables('editComment').input).toEqual({ id: 'comment_a', body: 'New words' });
      expect(page.commentBodies()).toEqual(['New words']);
      expect(page.comment('New words')).toHaveTextContent('edited');

      page.serverRefuses('editComment', new ApiError('FORBIDDEN', 'Only its author may edit a comment.'));
      await page.toast('Your comment was not changed: Only its author may edit a comment.');
      // The edit comes back as typed (nothing is lost), without taking the focus; cancelling shows the old text.
      const editor = screen.getByRole('textbox', { name: 'Edit comment' });
      expect(editor).toHaveValue('New words');
      expect(editor).not.toHaveFocus();
      await page.user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(page.commentBodies()).toEqual(['Old words']);
    });

    it('keeps the edit the server confirms', async () => {
      const page = await IssuePageDriver.open({ issue: testIssue(3), members: people, timeline: [testComment('a', 'Old words')] });

      await page.editComment('Old words', 'New words');
      page.serverUpdatesComment(testComment('a', 'New words', { edited: true }));

      expect(page.commentBodies()).toEqual(['New words']);
    });

    it('deletes after confirmation, at once, and brings the comment back when the server refuses', async () => {
      const issue = testIssue(3);
      const page = await IssuePageDriver.open({ issue, members: people, timeline: [testComment('a', 'Keep me'), testComment('b', 'Drop me')] });

      const dialog = await page.askToDeleteComment('Drop me');
      await page.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(page.sent('deleteComment')).toBe(false);

      await page.deleteComment('Drop me');
      expect(page.sentVariables('deleteComment').input).toEqual({ id: 'comment_b' });
      expect(page.commentBodies()).toEqual(['Keep me']);

      page.serverRefuses('deleteComment', new ApiError('NETWORK', 'Failed to fetch'));
      expect(page.commentBodies()).toEqual(['Keep me', 'Drop me']);
      await page.toast(/^The comment was not deleted:/);
    });

    it('offers Edit only on one’s own comments and Delete where the server allows it (an admin: any)', async () => {
      const page = await IssuePageDriver.open({
        issue: testIssue(3),
        members: people,
        timeline: [testComment('a', 'Mine'), testComment('b', 'Graces', { author: GRACE, viewerCanUpdate: false, viewerCanDelete: true })],
      });

      expect(page.commentActions('Mine')).toEqual(['Edit', 'Delete']);
      expect(page.commentActions('Graces')).toEqual(['Delete']);
    });

    it('tells a viewer they read comments only, without a composer', async () => {
      const page = await IssuePageDriver.open({
        issue: testIssue(3, { viewerCanComment: false }),
        members: people,
        timeline: [testComment('b', 'Graces', { author: GRACE, viewerCanUpdate: false, viewerCanDelete: false })],
      });

      expect(within(page.timeline()).queryByRole('form', { name: 'New comment' })).toBeNull();
      expect(within(page.timeline()).getByText(/your role does not let you write them/)).toBeInTheDocument();
      expect(within(page.comment('Graces')).queryAllByRole('button')).toEqual([]);
    });
  });

  describe('mentions', () => {
    it('offers the members after @, filtered as one types, picked with the arrow keys and Enter', async () => {
      const page = await IssuePageDriver.open({ issue: testIssue(3), members: people });
      const field = page.commentField();

      await page.typeComment('Hi @');
      expect(page.mentionOptions()).toEqual(['Ada Admin', 'Grace Member', 'Lin Viewer']);
      expect(field).toHaveAttribute('aria-controls', screen.getByRole('listbox', { name: 'Members to mention' }).id);
      expect(page.highlightedMention(field)).toBe('Ada Admin');

      await page.user.keyboard('m');
      expect(page.mentionOptions()).toEqual(['Grace Member', 'Ada Admin']);
      await page.user.keyboard('{ArrowDown}');
      expect(page.highlightedMention(field)).toBe('Ada Admin');
      await page.user.keyboard('{ArrowDown}');
      expect(page.highlightedMention(field)).toBe('Grace Member');
      await page.user.keyboard('{Enter}');

      // The field shows the name; the text sent keeps the token the server reads.
      expect(field).toHaveValue('Hi @Grace Member ');
      expect(page.mentionOptions()).toEqual([]);
      expect(field).not.toHaveAttribute('aria-activedescendant');

      await page.user.keyboard('thanks');
      await page.user.keyboard('{Control>}{Enter}{/Control}');
      expect(page.sentVariables('comment').input).toMatchObject({ body: 'Hi @[user_grace] thanks' });
      expect(page.commentBodies()).toEqual(['Hi @Grace Member thanks']);
    });

    it('picks with Tab, and Escape closes the list without leaving the field', async () => {
      const page = await IssuePageDriver.open({ issue: testIssue(3), members: people });
      const field = page.commentField();

      await page.typeComment('@li');
      expect(page.mentionOptions()).toEqual(['Lin Viewer']);
      await page.user.keyboard('{Tab}');
      expect(field).toHaveValue('@Lin Viewer ');
      expect(field).toHaveFocus();

      await page.user.keyboard('and @gr');
      expect(page.mentionOptions()).toEqual(['Grace Member']);
      await page.user.keyboard('{Escape}');
      expect(page.mentionOptions()).toEqual([]);
      expect(field).toHaveFocus();
      expect(field).toHaveValue('@Lin Viewer and @gr');
      await page.user.keyboard('{Control>}{Enter}{/Control}');
      expect(page.sentVariables('comment').input).toMatchObject({ body: '@[user_lin_viewer] and @gr' });
    });

    it('offers mentions in the description editor too, and shows them by name once saved', async () => {
      const issue = testIssue(3, { description: '' });
      const page = await IssuePageDriver.open({ issue, members: people });

      await page.user.click(screen.getByRole('button', { name: 'Edit description' }));
      const field = screen.getByRole('textbox', { name: 'Description' });
      await page.user.type(field, 'Ask @gra');
      expect(page.mentionOptions()).toEqual(['Grace Member']);
      await page.user.keyboard('{Enter}');
      expect(field).toHaveValue('Ask @Grace Member ');

      await page.user.click(screen.getByRole('button', { name: 'Save description' }));
      expect(page.sentInput('update')).toEqual({ id: issue.id, description: 'Ask @[user_grace]' });
      page.serverUpdates({ ...issue, description: 'Ask @[user_grace]', mentions: [GRACE] });
      expect(page.description()).toHaveTextContent('Ask @Grace Member');

      // Editing it again shows the name, and keeps the token however the text around it changes.
      await page.user.click(screen.getByRole('button', { name: 'Edit description' }));
      const again = screen.getByRole('textbox', { name: 'Description' });
      expect(again).toHaveValue('Ask @Grace Member');
      await page.user.type(again, ' now', { initialSelectionStart: 0, initialSelectionEnd: 0 });
      await page.user.keyboard('{End}!');
      expect(again).toHaveValue(' nowAsk @Grace Member!');
      await page.user.click(screen.getByRole('button', { name: 'Save description' }));
      expect(page.sentInput('update')).toEqual({ id: issue.id, description: 'nowAsk @[user_grace]!' });
    });

    it('turns a mention whose name is cut into back into plain text', async () => {
      const page = await IssuePageDriver.open({ issue: testIssue(3), members: people });
      const field = page.commentField();
      await page.typeComment('cc @gra');
      await page.user.keyboard('{Enter}');
      expect(field).toHaveValue('cc @Grace Member ');

      // Backspace twice: the space, then into the name.
      await page.user.keyboard('{Backspace}{Backspace}');
      expect(field).toHaveValue('cc @Grace Membe');
      await page.user.keyboard('{Control>}{Enter}{/Control}');
      expect(page.sentVariables('comment').input).toMatchObject({ body: 'cc @Grace Membe' });
    });
  });

  describe('live', () => {
    it('appends entries added by others, updates changed ones and removes removed ones', async () => {
      const page = await IssuePageDriver.open({ issue: testIssue(3), members: people, timeline: [testComment('a', 'First')] });

      page.timelineArrivesLive('ADDED', testComment('g', 'From Grace', { author: GRACE, viewerCanUpdate: false }));
      page.timelineArrivesLive('ADDED', testActivity('s', [{ field: 'STATUS', from: 'TODO', to: 'DONE' }], { actor: GRACE, createdAt: '2026-11-20T11:58:00.000Z' }));
      expect(page.timelineEntries().slice(1)).toEqual([expect.stringContaining('From Grace'), 'GMGrace Member changed status from Todo to Done · 2 min ago']);

      page.timelineArrivesLive('UPDATED', testComment('g', 'From Grace, edited', { author: GRACE, edited: true }));
      expect(page.commentBodies()).toEqual(['First', 'From Grace, edited']);

      page.timelineArrivesLive('REMOVED', testComment('a', 'First'));
      expect(page.commentBodies()).toEqual(['From Grace, edited']);
    });

    it('lists the viewer’s own comment once, whether its live event comes before or after the answer', async () => {
      const page = await IssuePageDriver.open({ issue: testIssue(3), members: people });

      await page.postComment('Mine');
      page.timelineArrivesLive('ADDED', testComment('mine', 'Mine'));
      // The live copy came first: it stands for the comment still posting, not beside it.
      expect(page.commentBodies()).toEqual(['Mine']);
      expect(page.comment('Mine')).not.toHaveTextContent('posting…');
      page.serverCreatesComment(testComment('mine', 'Mine'));
      expect(page.commentBodies()).toEqual(['Mine']);
      // The same text again, once the first is confirmed: a second comment, posting, not taken for the first.
      await page.postComment('Mine');
      expect(page.commentBodies()).toEqual(['Mine', 'Mine']);
      expect(page.timelineEntries().filter((entry) => entry.includes('posting…'))).toHaveLength(1);
      page.serverCreatesComment(testComment('mine2', 'Mine'));
      expect(page.timelineEntries().filter((entry) => entry.includes('posting…'))).toHaveLength(0);

      await page.postComment('Again');
      page.serverCreatesComment(testComment('again', 'Again'));
      page.timelineArrivesLive('ADDED', testComment('again', 'Again'));
      expect(page.commentBodies()).toEqual(['Mine', 'Mine', 'Again']);
    });

    it('keeps two comments with the same text two, when the first one’s live copy comes while both are posting', async () => {
      const page = await IssuePageDriver.open({ issue: testIssue(3), members: people, timeline: [testComment('a', '+1')] });

      await page.postComment('+1');
      await page.postComment('+1');
      expect(page.commentBodies()).toEqual(['+1', '+1', '+1']);
      page.timelineArrivesLive('ADDED', testComment('first', '+1'));
      expect(page.commentBodies()).toEqual(['+1', '+1', '+1']);
      expect(page.timelineEntries().filter((entry) => entry.includes('posting…'))).toHaveLength(1);
      // Someone else's "+1" stands for none of the viewer's.
      page.timelineArrivesLive('ADDED', testComment('grace', '+1', { author: GRACE, viewerCanUpdate: false }));
      expect(page.commentBodies()).toEqual(['+1', '+1', '+1', '+1']);
      expect(page.timelineEntries().filter((entry) => entry.includes('posting…'))).toHaveLength(1);
    });
  });
});
