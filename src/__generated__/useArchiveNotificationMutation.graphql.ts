/**
 * @generated SignedSource<<205f861928dec8f20f895948d1fb1826>>
 * @relayHash 73286b7447f295014a37b9d8ec6accce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4cc4d1d6af4022e828699f873832deefcf8c9d81da6eef83bf80cc37cb30979

import { ConcreteRequest } from 'relay-runtime';
export type ArchiveNotificationInput = {
  id: string;
};
export type useArchiveNotificationMutation$variables = {
  input: ArchiveNotificationInput;
};
export type useArchiveNotificationMutation$data = {
  readonly archiveNotification: {
    readonly notification: {
      readonly archivedAt: string | null | undefined;
      readonly id: string;
      readonly snoozedUntil: string | null | undefined;
    };
    readonly viewer: {
      readonly unreadNotificationCount: number;
    };
  };
};
export type useArchiveNotificationMutation$rawResponse = {
  readonly archiveNotification: {
    readonly notification: {
      readonly archivedAt: string | null | undefined;
      readonly id: string;
      readonly snoozedUntil: string | null | undefined;
    };
    readonly viewer: {
      readonly unreadNotificationCount: number;
    };
  };
};
export type useArchiveNotificationMutation = {
  rawResponse: useArchiveNotificationMutation$rawResponse;
  response: useArchiveNotificationMutation$data;
  variables: useArchiveNotificationMutation$variables;
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
    "concreteType": "ArchiveNotificationPayload",
    "kind": "LinkedField",
    "name": "archiveNotification",
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
    "name": "useArchiveNotificationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useArchiveNotificationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a4cc4d1d6af4022e828699f873832deefcf8c9d81da6eef83bf80cc37cb30979",
    "metadata": {},
    "name": "useArchiveNotificationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6abd950fa35ece59487934df9b0975c2";

export default node;
