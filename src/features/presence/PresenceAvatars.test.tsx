import { act, screen, within } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import { operationNamed, pendingOperationNames, pushSubscriptionPayload, rejectOperation, waitForOperation } from '../../../__tests__/helpers/relay';
import { testIssue } from '../../../__tests__/helpers/fixtures/issues';
import { IssuePageDriver } from '../../../__tests__/helpers/pages/issuePage';
import { renderWithRelay } from '../../../__tests__/helpers/render';
import { ProjectHeader } from '../board/ProjectHeader';
import { PresenceAvatars } from './PresenceAvatars';

const PROJECT_ID = 'UHJvamVjdDpwcm9qZWN0LTE';
const ISSUE_ID = 'SXNzdWU6aXNzdWUtMQ';

const person = (name: string, imageUrl: string | null = null) => ({ id: `User:${name}`, name, imageUrl });

/** The server's next message: these people are looking. */
function arePresent(environment: Parameters<typeof pushSubscriptionPayload>[0], people: ReturnType<typeof person>[]) {
  pushSubscriptionPayload(environment, 'usePresenceSubscription', { PresenceEvent: () => ({ people }) });
}

/** What each item of the list says to a screen reader (initials and "+N" are hidden from it). */
const shownNames = () => {
  const list = screen.queryByRole('list', { name: 'Also viewing' });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const spoken = item.cloneNode(true) as HTMLElement;
      spoken.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return spoken.textContent;
    });
};

describe('PresenceAvatars', () => {
  afterEach(() => jest.useRealTimers());

  it('is present on the subject it is given, shows nobody while the viewer is alone, then each change live', async () => {
    const { environment } = renderWithRelay(<PresenceAvatars subjectId={ISSUE_ID} />);
    const operation = await waitForOperation(environment, 'usePresenceSubscription');
    expect(operation.request.variables).toEqual({ subject: ISSUE_ID });

    arePresent(environment, []);
    expect(screen.queryByRole('list', { name: 'Also viewing' })).not.toBeInTheDocument();

    arePresent(environment, [person('Bob Stone', 'https://img.example/bob.png'), person('Cy Young')]);
    expect(shownNames()).toEqual(['Bob Stone', 'Cy Young']);
    expect(screen.getByTitle('Bob Stone is viewing').querySelector('img')).toHaveAttribute('src', 'https://img.example/bob.png');
    expect(within(screen.getByTitle('Cy Young is viewing')).getByText('CY')).toBeInTheDocument();

    // Bob closed his tab.
    arePresent(environment, [person('Cy Young')]);
    expect(shownNames()).toEqual(['Cy Young']);
    arePresent(environment, []);
    expect(shownNames()).toEqual([]);
  });

  it('shows four people and names the rest as a count', async () => {
    const { environment } = renderWithRelay(<PresenceAvatars subjectId={ISSUE_ID} />);
    await waitForOperation(environment, 'usePresenceSubscription');
    arePresent(environment, ['Bob', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'].map((name) => person(name)));
    expect(shownNames()).toEqual(['Bob', 'Cy', 'Di', 'Ed', 'and 2 more: Flo, Gus']);
    expect(screen.getByTitle('Flo, Gus')).toHaveTextContent('+2');
  });

  it('forgets who was there when the stream fails, and is present again a moment later', async () => {
    jest.useFakeTimers();
    const { environment } = renderWithRelay(<PresenceAvatars subjectId={ISSUE_ID} />);
    await waitForOperation(environment, 'usePresenceSubscription');
    arePresent(environment, [person('Bob')]);
    expect(shownNames()).toEqual(['Bob']);

    rejectOperation(environment, 'usePresenceSubscription', new ApiError('NETWORK', 'Failed to fetch'));
    expect(shownNames()).toEqual([]);
    expect(pendingOperationNames(environment)).not.toContain('usePresenceSubscription');
    act(() => jest.advanceTimersByTime(3000));
    expect(operationNamed(environment, 'usePresenceSubscription').request.variables).toEqual({ subject: ISSUE_ID });
    arePresent(environment, [person('Cy')]);
    expect(shownNames()).toEqual(['Cy']);
  });

  it('is in the board header, for the project', async () => {
    const { environment } = renderWithRelay(
      <ProjectHeader workspaceSlug="acme" workspaceName="Acme" project={{ id: PROJECT_ID, key: 'WEB', name: 'Website' }} view="board" />,
    );
    const operation = await waitForOperation(environment, 'usePresenceSubscription');
    expect(operation.request.variables).toEqual({ subject: PROJECT_ID });
    arePresent(environment, [person('Bob')]);
    expect(shownNames()).toEqual(['Bob']);
  });

  it('is in the issue detail, for the issue', async () => {
    const issue = testIssue(42);
    const page = await IssuePageDriver.open({ issue });
    const operation = await waitForOperation(page.environment, 'usePresenceSubscription');
    expect(operation.request.variables).toEqual({ subject: issue.id });
    arePresent(page.environment, [person('Bob')]);
    expect(shownNames()).toEqual(['Bob']);
  });
});
