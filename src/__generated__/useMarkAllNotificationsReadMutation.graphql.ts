/**
 * @generated SignedSource<<492ac30fd49ab30e1ba4178db8f647ed>>
 * @relayHash 4220e750e78a690f86957643b4feaaab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ed8eedec1cba97877d47ccfac6aa5ced807ad90531968758e127269a518bc60

import { ConcreteRequest } from 'relay-runtime';
export type useMarkAllNotificationsReadMutation$variables = Record<PropertyKey, never>;
export type useMarkAllNotificationsReadMutation$data = {
  readonly markAllNotificationsRead: {
    readonly notifications: ReadonlyArray<{
      readonly id: string;
      readonly readAt: string | null | undefined;
    }>;
    readonly viewer: {
      readonly unreadNotificationCount: number;
    };
  };
};
export type useMarkAllNotificationsReadMutation$rawResponse = {
  readonly markAllNotificationsRead: {
    readonly notifications: ReadonlyArray<{
      readonly id: string;
      readonly readAt: string | null | undefined;
    }>;
    readonly viewer: {
      readonly unreadNotificationCount: number;
    };
  };
};
export type useMarkAllNotificationsReadMutation = {
  rawResponse: useMarkAllNotificationsReadMutation$rawResponse;
  response: useMarkAllNotificationsReadMutation$data;
  variables: useMarkAllNotificationsReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MarkAllNotificationsReadPayload",
    "kind": "LinkedField",
    "name": "markAllNotificationsRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notifications",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkAllNotificationsReadMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMarkAllNotificationsReadMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "9ed8eedec1cba97877d47ccfac6aa5ced807ad90531968758e127269a518bc60",
    "metadata": {},
    "name": "useMarkAllNotificationsReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ce0866de38228a66e38cdd12f74cc5a9";

export default node;
