// The shapes of the Clerk webhook events the server applies, checked before anything is written: a signed delivery
// that does not match is refused (400, naming the field), an event of another type is acknowledged and ignored.
import { hasControlCharacter } from '../../src/rules/text';

/** Why a signed event cannot be applied: the field, as a path, and what it must be. */
export class MalformedEventError extends Error {}

type Check<T> = (value: unknown, path: string) => T;

const malformed = (path: string, expected: string) => new MalformedEventError(`${path} must be ${expected}.`);

/** Clerk's ids (user_…, org_…) are short; longer ones are not Clerk's. */
const MAX_ID_LENGTH = 128;
/** Names, slugs, roles, addresses: generous for any real one. */
const MAX_TEXT_LENGTH = 1_000;

const id: Check<string> = (value, path) => {
  if (typeof value !== 'string' || value === '' || value.length > MAX_ID_LENGTH || hasControlCharacter(value)) {
    throw malformed(path, `an id (1 to ${MAX_ID_LENGTH} characters, no control characters)`);
  }
  return value;
};

const text: Check<string> = (value, path) => {
  if (typeof value !== 'string' || value.length > MAX_TEXT_LENGTH || hasControlCharacter(value)) {
    throw malformed(path, `a text of at most ${MAX_TEXT_LENGTH} characters without control characters`);
  }
  return value;
};

/** Milliseconds since the epoch, as Clerk's `created_at`/`updated_at`. */
const time: Check<number> = (value, path) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw malformed(path, 'a time in milliseconds since the epoch');
  return value;
};

const optional =
  <T>(check: Check<T>): Check<T | null | undefined> =>
  (value, path) =>
    value === undefined || value === null ? value : check(value, path);

const arrayOf =
  <T>(check: Check<T>): Check<T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) throw malformed(path, 'a list');
    return value.map((item, index) => check(item, `${path}[${index}]`));
  };

type Shape = Record<string, Check<unknown>>;
type Parsed<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

/** An object with (at least) these fields; other fields are ignored. */
const object =
  <S extends Shape>(shape: S): Check<Parsed<S>> =>
  (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw malformed(path, 'an object');
    const fields = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(shape).map(([name, check]) => [name, check(Object.hasOwn(fields, name) ? fields[name] : undefined, `${path}.${name}`)]),
    ) as Parsed<S>;
  };

const user = object({
  id,
  first_name: optional(text),
  last_name: optional(text),
  username: optional(text),
  image_url: optional(text),
  primary_email_address_id: optional(id),
  email_addresses: optional(arrayOf(object({ id, email_address: text }))),
  updated_at: optional(time),
});

const organization = object({ id, name: optional(text), slug: optional(text), updated_at: optional(time) });

const membership = object({
  role: text,
  created_at: optional(time),
  updated_at: optional(time),
  organization,
  public_user_data: object({
    user_id: id,
    first_name: optional(text),
    last_name: optional(text),
    image_url: optional(text),
    identifier: optional(text),
  }),
});

const deleted = object({ id });

export type ClerkUser = ReturnType<typeof user>;
export type ClerkOrganization = ReturnType<typeof organization>;
export type ClerkMembership = ReturnType<typeof membership>;

/** Each applied event type's `data`. */
const EVENT_DATA = {
  'user.created': user,
  'user.updated': user,
  'user.deleted': deleted,
  'organization.created': organization,
  'organization.updated': organization,
  'organization.deleted': deleted,
  'organizationMembership.created': membership,
  'organizationMembership.updated': membership,
  'organizationMembership.deleted': membership,
};

type EventData = typeof EVENT_DATA;
export type ClerkEventType = keyof EventData;

/** An event the server applies, its data checked. */
export type ClerkEvent = {
  [Type in ClerkEventType]: { type: Type; data: ReturnType<EventData[Type]>; timestamp: number | null };
}[ClerkEventType];

/**
 * The event a verified delivery's body carries: null for a type the server does not apply (Clerk sends many);
 * MalformedEventError when it is not a Clerk event or an applied type's data has the wrong shape.
 */
export function parseClerkEvent(body: unknown): ClerkEvent | null {
  const envelope = object({ type: text, data: (value) => value, timestamp: optional(time) })(body, 'event');
  if (!Object.hasOwn(EVENT_DATA, envelope.type)) return null;
  const type = envelope.type as ClerkEventType;
  return { type, data: EVENT_DATA[type](envelope.data, 'event.data'), timestamp: envelope.timestamp ?? null } as ClerkEvent;
}
