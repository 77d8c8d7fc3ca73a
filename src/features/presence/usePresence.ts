// Being on a page of a board or an issue is being present there: this subscription makes the viewer visible to
// others for as long as the component is mounted, and gives the other people looking at the same thing (the server
// leaves out the viewer and their other tabs). After the stream fails it starts again, showing nobody meanwhile
// rather than people who may have left.
import { useEffect, useMemo, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type {
  usePresenceSubscription as PresenceSubscription,
  usePresenceSubscription$data,
} from '@/__generated__/usePresenceSubscription.graphql';

const subscription = graphql`
  subscription usePresenceSubscription($subject: ID!) {
    presence(subject: $subject) {
      subject
      people {
        id
        name
        imageUrl
      }
    }
  }
`;

export type PresentPerson = usePresenceSubscription$data['presence']['people'][number];

/** How long to wait before subscribing again after the stream failed. */
const RESUBSCRIBE_AFTER_MS = 3000;

const NOBODY: readonly PresentPerson[] = [];

/** The other people looking at the project or issue (its id) right now, in the order they came. */
export function usePresence(subjectId: string): readonly PresentPerson[] {
  const [state, setState] = useState<{ subjectId: string; people: readonly PresentPerson[] }>({ subjectId, people: NOBODY });
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!failed) return undefined;
    const timer = window.setTimeout(() => {
      setFailed(false);
      setAttempt((current) => current + 1);
    }, RESUBSCRIBE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [failed]);

  const config = useMemo<GraphQLSubscriptionConfig<PresenceSubscription>>(
    () => ({
      subscription,
      variables: { subject: subjectId },
      onNext: (data) => {
        if (data) setState({ subjectId, people: data.presence.people });
      },
      onError: () => {
        setState({ subjectId, people: NOBODY });
        setFailed(true);
      },
    }),
    // A new attempt is a new config: useSubscription subscribes again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [subjectId, attempt],
  );
  useSubscription(config);

  // Another subject's people are not this one's.
  return state.subjectId === subjectId ? state.people : NOBODY;
}
