/**
 * @generated SignedSource<<60eebe03bc5bf78116c385086c29d9ff>>
 * @relayHash 7e382e39e1d0d35a307fe9f21fc90509
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fad92301bba75a78151a9bd4fb42ce310d54a1bd6caa605ff4b56a4bb8e2b818

import { ConcreteRequest } from 'relay-runtime';
export type UnarchiveNotificationInput = {
  id: string;
};
export type useUnarchiveNotificationMutation$variables = {
  input: UnarchiveNotificationInput;
};
export type useUnarchiveNotificationMutation$data = {
  readonly unarchiveNotification: {
    readonly notification: {
      readonly archivedAt: string | null | undefined;
      readonly id: string;
    };
    readonly viewer: {
      readonly unreadNotificationCount: number;
    };
  };
};
export type useUnarchiveNotificationMutation$rawResponse = {
  readonly unarchiveNotification: {
    readonly notification: {
      readonly archivedAt: string | null | undefined;
      readonly id: string;
    };
    readonly viewer: {
      readonly unreadNotificationCount: number;
    };
  };
};
export type useUnarchiveNotificationMutation = {
  rawResponse: useUnarchiveNotificationMutation$rawResponse;
  response: useUnarchiveNotificationMutation$data;
  variables: useUnarchiveNotificationMutation$variables;
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
    "concreteType": "UnarchiveNotificationPayload",
    "kind": "LinkedField",
    "name": "unarchiveNotification",
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
            "name": "archivedAt",
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
    "name": "useUnarchiveNotificationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnarchiveNotificationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fad92301bba75a78151a9bd4fb42ce310d54a1bd6caa605ff4b56a4bb8e2b818",
    "metadata": {},
    "name": "useUnarchiveNotificationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8167aabdfa5e00b7cfb2c8c442fa564e";

export default node;
