import { screen, within } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import { ADA, GRACE, testComment, testIssue, testMember, testUser } from '../../../../__tests__/helpers/fixtures/issues';
import { IssuePageDriver } from '../../../../__tests__/helpers/pages/issuePage';
import { names } from './ReactionBar';

const LIN = testUser('Lin Viewer');
const people = [testMember(ADA, 'org:admin'), testMember(GRACE), testMember(LIN, 'org:viewer')];
const issue = testIssue(3);

/** Grace's comment, which Grace gave a thumbs up; Ada (the viewer) may comment, so react. */
const shipped = testComment('s', 'Shipped!', {
  author: GRACE,
  viewerCanUpdate: false,
  viewerCanDelete: false,
  reactions: [{ content: 'THUMBS_UP', users: [GRACE], viewerHasReacted: false }],
});

const reactionsOf = (page: IssuePageDriver) => within(page.comment('Shipped!')).getByRole('group', { name: 'Reactions' });

describe('the reaction bar', () => {
  it('shows each emoji’s count with who reacted, and adds the viewer’s at once, kept when the server agrees', async () => {
    const page = await IssuePageDriver.open({ issue, members: people, timeline: [shipped] });
    const thumbs = within(reactionsOf(page)).getByRole('button', { name: 'thumbs up, 1: Grace Member' });
    expect(thumbs).toHaveAttribute('aria-pressed', 'false');
    expect(thumbs).toHaveAttribute('title', 'Grace Member reacted with thumbs up');

    await page.user.click(thumbs);
    expect(page.sentInput('react')).toEqual({ commentId: shipped.id, content: 'THUMBS_UP' });
    const pressed = within(reactionsOf(page)).getByRole('button', { name: 'thumbs up, 2: Grace Member and Ada Admin' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');

    page.serverReacts('react', { ...shipped, reactions: [{ content: 'THUMBS_UP', users: [GRACE, ADA], viewerHasReacted: true }] });
    expect(within(reactionsOf(page)).getByRole('button', { name: 'thumbs up, 2: Grace Member and Ada Admin' })).toHaveAttribute('aria-pressed', 'true');

    // Pressed again: taken back.
    await page.user.click(within(reactionsOf(page)).getByRole('button', { name: /^thumbs up, 2/ }));
    expect(page.sentInput('unreact')).toEqual({ commentId: shipped.id, content: 'THUMBS_UP' });
    expect(within(reactionsOf(page)).getByRole('button', { name: 'thumbs up, 1: Grace Member' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('adds a reaction from the menu with the keyboard, and takes it away with a toast when the server refuses', async () => {
    const page = await IssuePageDriver.open({ issue, members: people, timeline: [shipped] });
    within(reactionsOf(page)).getByRole('button', { name: 'Add reaction' }).focus();

    await page.user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu', { name: 'Add reaction' })).toBeInTheDocument();
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      '👍 Thumbs up',
      '👎 Thumbs down',
      '😄 Laugh',
      '🎉 Hooray',
      '😕 Confused',
      '❤️ Heart',
      '🚀 Rocket',
      '👀 Eyes',
    ]);
    await page.user.keyboard('{End}{ArrowUp}{ArrowUp}{Enter}');

    expect(page.sentInput('react')).toEqual({ commentId: shipped.id, content: 'HEART' });
    const buttons = () => within(reactionsOf(page)).getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(buttons()).toEqual(['thumbs up, 1: Grace Member', 'heart, 1: Ada Admin', 'Add reaction']);
    // The focus went back to the menu's button.
    expect(document.activeElement).toHaveAccessibleName('Add reaction');

    page.serverRefuses('react', new ApiError('FORBIDDEN', 'You may not react to comments in this workspace.'));
    expect(buttons()).toEqual(['thumbs up, 1: Grace Member', 'Add reaction']);
    await page.toast('Your reaction was not added: You may not react to comments in this workspace.');
  });

  it('shows a viewer who reacted with what, with nothing to press', async () => {
    const page = await IssuePageDriver.open({
      issue: testIssue(3, { viewerCanComment: false }),
      members: people,
      timeline: [{ ...shipped, reactions: [{ content: 'ROCKET', users: [GRACE, ADA], viewerHasReacted: false }] }],
    });

    expect(within(reactionsOf(page)).getByRole('img', { name: 'rocket, 2: Grace Member and Ada Admin' })).toHaveAttribute(
      'title',
      'Grace Member and Ada Admin reacted with rocket',
    );
    expect(within(page.comment('Shipped!')).queryAllByRole('button')).toEqual([]);
  });

  it('shows others’ reactions as they come, live', async () => {
    const page = await IssuePageDriver.open({ issue, members: people, timeline: [shipped] });

    page.timelineArrivesLive('UPDATED', {
      ...shipped,
      reactions: [
        { content: 'THUMBS_UP', users: [GRACE], viewerHasReacted: false },
        { content: 'EYES', users: [LIN], viewerHasReacted: false },
      ],
    });

    expect(within(reactionsOf(page)).getByRole('button', { name: 'eyes, 1: Lin Viewer' })).toBeInTheDocument();
  });

  it('names people as a sentence', () => {
    expect([names([]), names([ADA]), names([ADA, GRACE]), names([ADA, GRACE, LIN])]).toEqual([
      '',
      'Ada Admin',
      'Ada Admin and Grace Member',
      'Ada Admin, Grace Member and Lin Viewer',
    ]);
  });
});
