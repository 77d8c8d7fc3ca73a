/**
 * @generated SignedSource<<bff1164aaa87b9f28b21e703dc7a584c>>
 * @relayHash 5fe466c132b8b230f1899d313c0939c7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 50b6b6c45f60feef28922a887437ec1610ebd4df7a02a3cc66c08aa11ad7b361

import { ConcreteRequest } from 'relay-runtime';
export type UnsnoozeNotificationInput = {
  id: string;
};
export type useUnsnoozeNotificationMutation$variables = {
  input: UnsnoozeNotificationInput;
};
export type useUnsnoozeNotificationMutation$data = {
  readonly unsnoozeNotification: {
    readonly notification: {
      readonly id: string;
      readonly readAt: string | null | undefined;
      readonly snoozedUntil: string | null | undefined;
    };
    readonly viewer: {
      readonly unreadNotificationCount: number;
    };
  };
};
export type useUnsnoozeNotificationMutation$rawResponse = {
  readonly unsnoozeNotification: {
    readonly notification: {
      readonly id: string;
      readonly readAt: string | null | undefined;
      readonly snoozedUntil: string | null | undefined;
    };
    readonly viewer: {
      readonly unreadNotificationCount: number;
    };
  };
};
export type useUnsnoozeNotificationMutation = {
  rawResponse: useUnsnoozeNotificationMutation$rawResponse;
  response: useUnsnoozeNotificationMutation$data;
  variables: useUnsnoozeNotificationMutation$variables;
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
    "concreteType": "UnsnoozeNotificationPayload",
    "kind": "LinkedField",
    "name": "unsnoozeNotification",
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
    "name": "useUnsnoozeNotificationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnsnoozeNotificationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "50b6b6c45f60feef28922a887437ec1610ebd4df7a02a3cc66c08aa11ad7b361",
    "metadata": {},
    "name": "useUnsnoozeNotificationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6ca4e71560ead438f44eb11f44976486";

export default node;
