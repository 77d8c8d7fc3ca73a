/**
 * @generated SignedSource<<6b87b875cfe010cac03cc9ce8bbf5413>>
 * @relayHash 8bae425533d3a7bda0187619071f4ed8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7a337d7a734bf8cea778be73f548ad5cdcba935927ad7c989600a9b3200fa028

import { ConcreteRequest } from 'relay-runtime';
export type NotificationReason = "ASSIGNED" | "COMMENTED" | "ISSUE_DELETED" | "MENTIONED" | "STATUS_CHANGED" | "WEBHOOK_DISABLED" | "%future added value";
export type NotificationSettingsPageQuery$variables = Record<PropertyKey, never>;
export type NotificationSettingsPageQuery$data = {
  readonly viewer: {
    readonly notificationPreferences: ReadonlyArray<{
      readonly enabled: boolean;
      readonly reason: NotificationReason;
    }>;
    readonly workspace: {
      readonly name: string;
    };
  };
};
export type NotificationSettingsPageQuery = {
  response: NotificationSettingsPageQuery$data;
  variables: NotificationSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "NotificationPreference",
  "kind": "LinkedField",
  "name": "notificationPreferences",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationSettingsPageQuery",
    "selections": [
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
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationSettingsPageQuery",
    "selections": [
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
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7a337d7a734bf8cea778be73f548ad5cdcba935927ad7c989600a9b3200fa028",
    "metadata": {},
    "name": "NotificationSettingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6675c021c6fde8211798fd406db952e0";

export default node;
