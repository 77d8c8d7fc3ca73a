/**
 * @generated SignedSource<<1120795249780ff33c8e43528e4ea89c>>
 * @relayHash 654ea4bbe3aae6a143584945f44647c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 755143f81fc5afad6300e6f78aae9d01417a074afbd0ab0758e77067c94d097a

import { ConcreteRequest } from 'relay-runtime';
export type InboxNavLinkQuery$variables = Record<PropertyKey, never>;
export type InboxNavLinkQuery$data = {
  readonly viewer: {
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
    "id": "755143f81fc5afad6300e6f78aae9d01417a074afbd0ab0758e77067c94d097a",
    "metadata": {},
    "name": "InboxNavLinkQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e8d5e7f9b91c5652e729f7e31e099b92";

export default node;
