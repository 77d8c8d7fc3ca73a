// Presence across two server instances on one PostgreSQL database and one Redis (a private redis-server): people on
// either instance see each other, and a tab closed on one leaves the other's view.
import { graphql } from '../../test/__generated__';
import type { PresenceInstancesTestSubscription } from '../../test/__generated__/graphql';
import { issueTeam } from '../../test/issues';
import { useTwoInstances } from '../../test/instances';
import { subscribe, type TestSubscription } from '../../test/subscriptions';

const PRESENCE = graphql(`subscription PresenceInstancesTest($subject: ID!) {
  presence(subject: $subject) { people { id } }
}`);

const instances = useTwoInstances('presence');

async function peopleOf(subscription: TestSubscription<PresenceInstancesTestSubscription>) {
  const result = await subscription.next(5000);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.presence.people.map((person) => person.id);
}

it('shows people on the other instance as they come, and they leave when their tab closes', async () => {
  const { one, two } = instances;
  const acme = await issueTeam(one);
  const admin = await subscribe<PresenceInstancesTestSubscription>(one, PRESENCE.toString(), {
    token: acme.admin,
    variables: { subject: acme.projectId },
  });
  const member = await subscribe<PresenceInstancesTestSubscription>(two, PRESENCE.toString(), {
    token: acme.member,
    variables: { subject: acme.projectId },
  });
  try {
    expect(await peopleOf(admin)).toEqual([]);
    expect(await peopleOf(member)).toEqual([]);
    expect(await peopleOf(member)).toEqual([acme.userIds.admin]);
    expect(await peopleOf(admin)).toEqual([acme.userIds.member]);
    await member.close();
    expect(await peopleOf(admin)).toEqual([]);
  } finally {
    await Promise.all([admin.close(), member.close()]);
  }
}, 30_000);
