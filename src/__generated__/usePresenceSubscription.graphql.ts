/**
 * @generated SignedSource<<9042dce58b82eee87d506e83f1520407>>
 * @relayHash a00899f6a9c3fb65961144db91d2f2aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9bb1689a0190439fe3be2da4d09cf7ed2b5d8362e72b02d1fe8ef7e0633eac7e

import { ConcreteRequest } from 'relay-runtime';
export type usePresenceSubscription$variables = {
  subject: string;
};
export type usePresenceSubscription$data = {
  readonly presence: {
    readonly people: ReadonlyArray<{
      readonly id: string;
      readonly imageUrl: string | null | undefined;
      readonly name: string;
    }>;
    readonly subject: string;
  };
};
export type usePresenceSubscription = {
  response: usePresenceSubscription$data;
  variables: usePresenceSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "subject"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "subject",
        "variableName": "subject"
      }
    ],
    "concreteType": "PresenceEvent",
    "kind": "LinkedField",
    "name": "presence",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "subject",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "people",
        "plural": true,
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
            "name": "imageUrl",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePresenceSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePresenceSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9bb1689a0190439fe3be2da4d09cf7ed2b5d8362e72b02d1fe8ef7e0633eac7e",
    "metadata": {},
    "name": "usePresenceSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "62b4b0e85be4a10d6feede256b05a027";

export default node;
