// The kinds of change an endpoint may be sent, in words.
import type { WebhookEventType } from '@/__generated__/WebhookEndpointCard_endpoint.graphql';

export type EventType = Exclude<WebhookEventType, '%future added value'>;

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  ALL: 'Everything',
  ISSUE: 'Issues',
  COMMENT: 'Comments',
  PROJECT: 'Projects',
  LABEL: 'Labels',
  MEMBER: 'Members',
};

/** The kinds one may pick one by one (ALL is its own choice). */
export const EVENT_TYPES: readonly EventType[] = ['ISSUE', 'COMMENT', 'PROJECT', 'LABEL', 'MEMBER'];

export const eventTypesLabel = (types: readonly string[]) => types.map((type) => EVENT_TYPE_LABELS[type as EventType] ?? type).join(', ');
