// Keeps a cycles page live: each cycle's change (or a change of its issues) carries the cycle's figures and burn-up,
// which the store updates by id; `onEvent` hears of it too, so a page can read again what an event does not carry
// (a new cycle in the list, the issues of a cycle).
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type {
  useCycleEventsSubscription as CycleEventsSubscription,
  useCycleEventsSubscription$data,
} from '@/__generated__/useCycleEventsSubscription.graphql';

const subscription = graphql`
  subscription useCycleEventsSubscription {
    cycleEvents {
      kind
      deletedCycleId
      cycle {
        id
        ...CycleRow_cycle
        ...BurnUpChart_cycle
      }
    }
  }
`;

export type CycleEvent = useCycleEventsSubscription$data['cycleEvents'];

export function useCycleEventsSubscription(onEvent: (event: CycleEvent) => void) {
  const config = useMemo<GraphQLSubscriptionConfig<CycleEventsSubscription>>(
    () => ({ subscription, variables: {}, onNext: (data) => data && onEvent(data.cycleEvents) }),
    [onEvent],
  );
  useSubscription<CycleEventsSubscription>(config);
}
