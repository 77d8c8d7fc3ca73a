/**
 * @generated SignedSource<<6352f8c26476a9a4816170886c174186>>
 * @relayHash 5e915e5cfa3cf9778cca2da0c2d9c855
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d29661f634e062b7869e71c107d056490c6fb84605d4bbe0205fc99da4ecd182

import { ConcreteRequest } from 'relay-runtime';
export type MarkNotificationReadInput = {
  id: string;
};
export type useMarkNotificationReadMutation$variables = {
  input: MarkNotificationReadInput;
};
export type useMarkNotificationReadMutation$data = {
  readonly markNotificationRead: {
    readonly notification: {
      readonly id: string;
      readonly readAt: string | null | undefined;
    };
    readonly viewer: {
      readonly unreadNotificationCount: number;
    };
  };
};
export type useMarkNotificationReadMutation$rawResponse = {
  readonly markNotificationRead: {
    readonly notification: {
      readonly id: string;
      readonly readAt: string | null | undefined;
    };
    readonly viewer: {
      readonly unreadNotificationCount: number;
    };
  };
};
export type useMarkNotificationReadMutation = {
  rawResponse: useMarkNotificationReadMutation$rawResponse;
  response: useMarkNotificationReadMutation$data;
  variables: useMarkNotificationReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MarkNotificationReadPayload",
    "kind": "LinkedField",
    "name": "markNotificationRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notification",
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
            "name": "readAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkNotificationReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkNotificationReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d29661f634e062b7869e71c107d056490c6fb84605d4bbe0205fc99da4ecd182",
    "metadata": {},
    "name": "useMarkNotificationReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2dddcc76c8eb850834a36a826217de3f";

export default node;
