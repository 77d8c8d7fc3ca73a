/**
 * @generated SignedSource<<83f73f1167b44273016b72f31cb807c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookDeliveryStatus = "FAILED" | "PENDING" | "SUCCEEDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookDeliveryLog_endpoint$data = {
  readonly deliveries: ReadonlyArray<{
    readonly attempts: number;
    readonly createdAt: string;
    readonly eventType: string;
    readonly id: string;
    readonly lastAttemptAt: string | null | undefined;
    readonly lastError: string | null | undefined;
    readonly lastResponseMs: number | null | undefined;
    readonly lastStatusCode: number | null | undefined;
    readonly nextAttemptAt: string | null | undefined;
    readonly payload: string;
    readonly status: WebhookDeliveryStatus;
  }>;
  readonly id: string;
  readonly " $fragmentType": "WebhookDeliveryLog_endpoint";
};
export type WebhookDeliveryLog_endpoint$key = {
  readonly " $data"?: WebhookDeliveryLog_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryLog_endpoint">;
};

import WebhookDeliveryLogRefetchQuery_graphql from './WebhookDeliveryLogRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": WebhookDeliveryLogRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "WebhookDeliveryLog_endpoint",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "WebhookDelivery",
      "kind": "LinkedField",
      "name": "deliveries",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eventType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attempts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastStatusCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastResponseMs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastError",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastAttemptAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextAttemptAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "payload",
          "storageKey": null
        }
      ],
      "storageKey": "deliveries(first:50)"
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};
})();

(node as any).hash = "09af5daa93760eb8a4bfb75e87729118";

export default node;
