// The webhooks' worker: one more reader of the change log, and the sender of what it finds.
//
// Reading: after every local commit that logged changes (and on a periodic sweep, for other instances' commits), each
// workspace with enabled endpoints has its log read after the webhooks' own position in it: every entry an endpoint
// wants becomes a delivery row, and the position moves, in one transaction under the workspace's advisory lock (an
// entry becomes deliveries once, whichever instance reads it).
//
// Sending: due deliveries are claimed in a short transaction (`for update skip locked`, then a lease: several
// instances never send the same one at once, and a claim outlives no crash by more than its lease), sent, and their
// outcome recorded. Only the oldest pending delivery of each endpoint can be claimed, so an endpoint gets its
// deliveries in order: a delivery waits for the one before it to succeed or be given up. A failure is retried after
// each of the settings' delays in turn; once all are spent the delivery is given up and its endpoint disabled (its
// later deliveries wait, and go out once an admin enables it again), which is logged and told to the workspace's
// admins in their inbox (WEBHOOK_DISABLED). The rows are the state: a restart resumes them.
import { sql } from 'kysely';
import type { WebhookSettings } from '../../config';
import type { ChangeClock } from '../../db/changeClock';
import { changesAfter } from '../../db/changeLog';
import type { DB } from '../../db/database';
import { logChange, loggedTransaction } from '../../db/loggedTransaction';
import { notifyAdmins } from '../notifications/domain';
import { systemResolver, type Resolver } from './addresses';
import { payloadOf, signingSecrets, wants, webhookEventOf, type DeliveryRow, type EndpointRow } from './domain';
import { send, type Attempt } from './send';

/** What the GraphQL context holds of the webhooks (server/app.ts hands it over). */
export interface WebhookRuntime {
  settings: WebhookSettings;
  /** Says the workspace's deliveries changed outside the worker (a resend): its answers are read afresh, the worker looks. */
  changed(workspaceId: string): void;
}

export interface WebhookWorker extends WebhookRuntime {
  /** Resolves once nothing is being read or sent. */
  idle(): Promise<void>;
  /** Stops claiming; waits for the deliveries under way. */
  close(): Promise<void>;
}

export interface WebhookWorkerOptions {
  db: DB;
  clock: ChangeClock;
  settings: WebhookSettings;
  /** The origin this server is reached at: the base of the file addresses deliveries carry. */
  publicUrl: string;
  /** How host names are resolved (tests answer with the addresses they need). */
  resolve?: Resolver;
  now?: () => Date;
  log?: (message: string, error: unknown) => void;
}

/** Log entries read per transaction. */
const BATCH = 500;
/** Deliveries claimed at once (each of another endpoint). */
const CLAIM_BATCH = 20;
/** The first key of the webhooks' advisory locks (the second is the workspace's hash): "LNWH". */
const LOCK_CLASS = 0x4c4e5748;

interface Claimed {
  delivery: DeliveryRow;
  endpoint: EndpointRow;
}

export function createWebhookWorker({ db, clock, settings, publicUrl, resolve = systemResolver, now = () => new Date(), log = console.error }: WebhookWorkerOptions): WebhookWorker {
  let closed = false;
  const leaseMs = settings.timeoutMs + 30_000;
  const inFlight = new Set<Promise<void>>();
  /** Workspaces whose log may hold entries the webhooks have not read. */
  const toRead = new Set<string>();
  let sweepWanted = true;
  let running: Promise<void> | null = null;
  let again = false;

  /** Reads one batch of the workspace's log into deliveries; the number of entries read. */
  const readBatch = async (workspaceId: string): Promise<number> => {
    const result = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, hashtext(${workspaceId}))`.execute(trx);
      const endpoints = await trx
        .selectFrom('webhookEndpoints')
        .select(['id', 'eventTypes', 'afterSeq'])
        .where('workspaceId', '=', workspaceId)
        .where('enabled', '=', true)
        .execute();
      if (endpoints.length === 0) return { read: 0, delivered: 0 };
      const position = await trx.selectFrom('webhookLogPositions').select('seq').where('workspaceId', '=', workspaceId).executeTakeFirst();
      const start = Math.max(Number(position?.seq ?? 0), Math.min(...endpoints.map((endpoint) => Number(endpoint.afterSeq))));
      const changes = await changesAfter(trx, workspaceId, start, BATCH);
      if (changes.length === 0) return { read: 0, delivered: 0 };
      const rows = changes.flatMap((change) => {
        const event = webhookEventOf(change);
        if (!event) return [];
        const payload = JSON.stringify(payloadOf(change, event.type, publicUrl));
        return endpoints
          .filter((endpoint) => change.seq > Number(endpoint.afterSeq) && wants(endpoint, event.category))
          .map((endpoint) => ({ workspaceId, endpointId: endpoint.id, seq: String(change.seq), eventType: event.type, payload }));
      });
      // One statement: the rows take their order numbers in the log's order.
      if (rows.length > 0) await trx.insertInto('outgoingDeliveries').values(rows).execute();
      const last = String(changes[changes.length - 1].seq);
      await trx
        .insertInto('webhookLogPositions')
        .values({ workspaceId, seq: last })
        .onConflict((conflict) => conflict.column('workspaceId').doUpdateSet({ seq: last }))
        .execute();
      return { read: changes.length, delivered: rows.length };
    });
    if (result.delivered > 0) clock.tick([workspaceId]);
    return result.read;
  };

  const read = async (workspaceId: string) => {
    // Most workspaces have no webhook: one indexed look, no transaction.
    const any = await db.selectFrom('webhookEndpoints').select('id').where('workspaceId', '=', workspaceId).where('enabled', '=', true).limit(1).executeTakeFirst();
    if (!any) return;
    while (!closed && (await readBatch(workspaceId)) === BATCH);
  };

  /** The workspaces whose log is ahead of the webhooks' position and that have an enabled endpoint. */
  const behind = async () => {
    const { rows } = await sql<{ workspaceId: string }>`select distinct e.workspace_id from webhook_endpoints e
      join workspace_log_heads h on h.workspace_id = e.workspace_id
      left join webhook_log_positions p on p.workspace_id = e.workspace_id
      where e.enabled and h.seq > greatest(coalesce(p.seq, 0), e.after_seq)`.execute(db);
    return rows.map((row) => row.workspaceId);
  };

  const claim = async (): Promise<Claimed[]> => {
    const at = now();
    // Mostly nothing is due: one indexed look, and no transaction (no lock taken) for it.
    const due = await db
      .selectFrom('outgoingDeliveries')
      .select('id')
      .where('status', '=', 'PENDING')
      .where('nextAttemptAt', '<=', at)
      .limit(1)
      .executeTakeFirst();
    if (!due) return [];
    const claimed = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: string }>`select d.id from outgoing_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id
        where d.status = 'PENDING' and d.next_attempt_at <= ${at} and (d.leased_until is null or d.leased_until <= ${at}) and e.enabled
          and not exists (select 1 from outgoing_deliveries p
            where p.endpoint_id = d.endpoint_id and p.status = 'PENDING' and p.number < d.number)
        order by d.next_attempt_at, d.number
        limit ${CLAIM_BATCH}
        for update of d skip locked`.execute(trx);
      if (rows.length === 0) return [];
      const deliveries = await trx
        .updateTable('outgoingDeliveries')
        .set({ leasedUntil: new Date(at.getTime() + leaseMs) })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .returningAll()
        .execute();
      const endpoints = await trx
        .selectFrom('webhookEndpoints')
        .selectAll()
        .where(
          'id',
          'in',
          deliveries.map((delivery) => delivery.endpointId),
        )
        .execute();
      const endpointOf = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
      return deliveries.map((delivery) => ({ delivery, endpoint: endpointOf.get(delivery.endpointId)! }));
    });
    return claimed;
  };

  const record = async ({ delivery, endpoint }: Claimed, attempt: Attempt, at: Date) => {
    const attempts = delivery.attempts + 1;
    const retryIn = settings.retryDelaysMs[attempts - 1];
    const givenUp = !attempt.ok && retryIn === undefined;
    await loggedTransaction(db, async (trx) => {
      await trx
        .updateTable('outgoingDeliveries')
        .set({
          status: attempt.ok ? 'SUCCEEDED' : givenUp ? 'FAILED' : 'PENDING',
          attempts,
          leasedUntil: null,
          lastAttemptAt: at,
          lastStatusCode: attempt.statusCode,
          lastResponseMs: attempt.responseMs,
          lastError: attempt.error,
          ...(!attempt.ok && !givenUp && { nextAttemptAt: new Date(at.getTime() + retryIn) }),
        })
        .where('id', '=', delivery.id)
        .execute();
      if (attempt.ok && endpoint.failureCount > 0) {
        await trx.updateTable('webhookEndpoints').set({ failureCount: 0 }).where('id', '=', endpoint.id).execute();
      } else if (!attempt.ok) {
        const updated = await trx
          .updateTable('webhookEndpoints')
          .set((eb) => ({
            failureCount: eb('failureCount', '+', 1),
            ...(givenUp && {
              enabled: false,
              disabledReason: `Disabled ${at.toISOString()}: a delivery failed ${attempts} times in a row (${attempt.error ?? 'no answer'}).`,
            }),
          }))
          .where('id', '=', endpoint.id)
          .returning(['id', 'workspaceId', 'url', 'description', 'disabledReason'])
          .executeTakeFirst();
        // Disabled: logged (never its secret), and the workspace's admins are told in their inbox.
        if (givenUp && updated) {
          logChange(trx, { workspaceId: updated.workspaceId, actorId: null, entityType: 'webhook_endpoint', entityId: updated.id, kind: 'DISABLED', row: updated }, async (logged) => {
            await notifyAdmins(trx, updated.workspaceId, 'WEBHOOK_DISABLED', { webhookEndpointId: updated.id }, logged.seq);
          });
        }
      }
    });
    clock.tick([delivery.workspaceId]);
  };

  const deliver = async (claimed: Claimed) => {
    const at = now();
    const { delivery, endpoint } = claimed;
    const attempt = await send({
      url: endpoint.url,
      message: { id: `msg_${delivery.id}`, timestamp: at, body: JSON.stringify(delivery.payload) },
      secrets: signingSecrets(endpoint, at),
      allowPrivate: settings.allowPrivate,
      timeoutMs: settings.timeoutMs,
      resolve,
    });
    await record(claimed, attempt, now());
  };

  const start = (claimed: Claimed) => {
    const sending: Promise<void> = deliver(claimed)
      .catch((error) => log('A webhook delivery could not be recorded (its lease ends, then it is sent again):', error))
      .finally(() => {
        inFlight.delete(sending);
        // The endpoint's next delivery may be due now.
        void pump();
      });
    inFlight.add(sending);
  };

  const pump = (): Promise<void> => {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          if (sweepWanted) {
            sweepWanted = false;
            for (const workspaceId of await behind()) toRead.add(workspaceId);
          }
          for (const workspaceId of [...toRead]) {
            toRead.delete(workspaceId);
            await read(workspaceId);
          }
          if (!closed) for (const claimed of await claim()) start(claimed);
        } while (again && !closed);
      } catch (error) {
        log('The webhooks worker failed (it tries again):', error);
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const stopLogged = clock.onLogged((workspaceIds) => {
    for (const workspaceId of workspaceIds) toRead.add(workspaceId);
    void pump();
  });
  const timer = setInterval(() => {
    sweepWanted = true;
    void pump();
  }, settings.pollMs);
  timer.unref();
  void pump();

  const idle = async () => {
    while (running || inFlight.size > 0) await Promise.all([running, ...inFlight]);
  };

  return {
    settings,
    changed(workspaceId) {
      clock.tick([workspaceId]);
      void pump();
    },
    idle,
    async close() {
      // Closed first: a pump that a finishing delivery starts meanwhile does nothing, so nothing reads or claims once
      // this resolves (the database closes next); what is under way ends, its outcome recorded.
      closed = true;
      stopLogged();
      clearInterval(timer);
      await idle();
    },
  };
}
