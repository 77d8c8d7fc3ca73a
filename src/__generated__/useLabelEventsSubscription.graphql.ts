/**
 * @generated SignedSource<<95c9e9956d8c781ddacb1e1ee5eb603e>>
 * @relayHash 9b6f58b442ccd6c34d39b53788c2e286
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0ddeb81d1149f9f50244ae343660c4bd7ef47e2112bbb0162dc5e7b2099ed7e9

import { ConcreteRequest } from 'relay-runtime';
export type LabelEventKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type useLabelEventsSubscription$variables = Record<PropertyKey, never>;
export type useLabelEventsSubscription$data = {
  readonly labelEvents: {
    readonly deletedLabelId: string | null | undefined;
    readonly kind: LabelEventKind;
    readonly label: {
      readonly color: string;
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  };
};
export type useLabelEventsSubscription = {
  response: useLabelEventsSubscription$data;
  variables: useLabelEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LabelEvent",
    "kind": "LinkedField",
    "name": "labelEvents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedLabelId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Label",
        "kind": "LinkedField",
        "name": "label",
        "plural": false,
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "color",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useLabelEventsSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useLabelEventsSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "0ddeb81d1149f9f50244ae343660c4bd7ef47e2112bbb0162dc5e7b2099ed7e9",
    "metadata": {},
    "name": "useLabelEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "8d93a67c84f8b7738d35cc412b1bd6ef";

export default node;
