/**
 * @generated SignedSource<<ceab53dc159da1df089576e53319a45e>>
 * @relayHash 62a7d6bf669c6bc59c67834b1f06a1b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98c8758e7b790b3a744b24956c01878ab360919a7370f5dca77e99268179fab1

import { ConcreteRequest } from 'relay-runtime';
export type SnoozeNotificationInput = {
  id: string;
  until: string;
};
export type useSnoozeNotificationMutation$variables = {
  input: SnoozeNotificationInput;
};
export type useSnoozeNotificationMutation$data = {
  readonly snoozeNotification: {
    readonly notification: {
      readonly archivedAt: string | null | undefined;
      readonly id: string;
      readonly readAt: string | null | undefined;
      readonly snoozedUntil: string | null | undefined;
    };
    readonly viewer: {
      readonly unreadNotificationCount: number;
    };
  };
};
export type useSnoozeNotificationMutation$rawResponse = {
  readonly snoozeNotification: {
    readonly notification: {
      readonly archivedAt: string | null | undefined;
      readonly id: string;
      readonly readAt: string | null | undefined;
      readonly snoozedUntil: string | null | undefined;
    };
    readonly viewer: {
      readonly unreadNotificationCount: number;
    };
  };
};
export type useSnoozeNotificationMutation = {
  rawResponse: useSnoozeNotificationMutation$rawResponse;
  response: useSnoozeNotificationMutation$data;
  variables: useSnoozeNotificationMutation$variables;
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
    "concreteType": "SnoozeNotificationPayload",
    "kind": "LinkedField",
    "name": "snoozeNotification",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "archivedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "snoozedUntil",
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
    "name": "useSnoozeNotificationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSnoozeNotificationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "98c8758e7b790b3a744b24956c01878ab360919a7370f5dca77e99268179fab1",
    "metadata": {},
    "name": "useSnoozeNotificationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5bf5efd66a6339fed27d9692217205ff";

export default node;
