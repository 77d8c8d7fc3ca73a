/**
 * @generated SignedSource<<e40f7af1fb213c3cb70f5aa4ad5c49bd>>
 * @relayHash 194ddf1ead39bde54e01dd36124f8b66
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6fc3ad3cb3245d04ff6bed0e8246ed2d445cc6ba6c059a844ca60fd5e6aea462

import { ConcreteRequest } from 'relay-runtime';
export type InboxNavLinkQuery$variables = Record<PropertyKey, never>;
export type InboxNavLinkQuery$data = {
  readonly viewer: {
    readonly nextSnoozeEndsAt: string | null | undefined;
    readonly unreadNotificationCount: number;
  };
};
export type InboxNavLinkQuery = {
  response: InboxNavLinkQuery$data;
  variables: InboxNavLinkQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadNotificationCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nextSnoozeEndsAt",
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
    "name": "InboxNavLinkQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InboxNavLinkQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "6fc3ad3cb3245d04ff6bed0e8246ed2d445cc6ba6c059a844ca60fd5e6aea462",
    "metadata": {},
    "name": "InboxNavLinkQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8c206f6c0c0e15a4e463dbd503e7acb9";

export default node;
