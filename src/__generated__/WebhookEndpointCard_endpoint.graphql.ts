/**
 * @generated SignedSource<<3451dd841563ea6cb12c99e68c368379>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookEventType = "ALL" | "COMMENT" | "ISSUE" | "LABEL" | "MEMBER" | "PROJECT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookEndpointCard_endpoint$data = {
  readonly description: string;
  readonly disabledReason: string | null | undefined;
  readonly enabled: boolean;
  readonly eventTypes: ReadonlyArray<WebhookEventType>;
  readonly failureCount: number;
  readonly id: string;
  readonly previousSecretExpiresAt: string | null | undefined;
  readonly secret: string;
  readonly url: string;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryLog_endpoint">;
  readonly " $fragmentType": "WebhookEndpointCard_endpoint";
};
export type WebhookEndpointCard_endpoint$key = {
  readonly " $data"?: WebhookEndpointCard_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointCard_endpoint">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookEndpointCard_endpoint",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eventTypes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disabledReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failureCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "secret",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "previousSecretExpiresAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WebhookDeliveryLog_endpoint"
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};

(node as any).hash = "b137091f9da543523aa21cfbee61b4ed";

export default node;
