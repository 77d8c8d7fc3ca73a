/**
 * @generated SignedSource<<7417f83f9f49cdbc6ae58d416c075d22>>
 * @relayHash 2ef125228248d06f8f78b2c628e60c61
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1aa3b8fdce2cf463f46af090204378b11d6cc334168c27738b55856734b89e56

import { ConcreteRequest } from 'relay-runtime';
export type NotificationReason = "ASSIGNED" | "COMMENTED" | "ISSUE_DELETED" | "MENTIONED" | "STATUS_CHANGED" | "WEBHOOK_DISABLED" | "%future added value";
export type UpdateNotificationPreferenceInput = {
  enabled: boolean;
  reason: NotificationReason;
};
export type useUpdateNotificationPreferenceMutation$variables = {
  input: UpdateNotificationPreferenceInput;
};
export type useUpdateNotificationPreferenceMutation$data = {
  readonly updateNotificationPreference: {
    readonly preference: {
      readonly enabled: boolean;
      readonly reason: NotificationReason;
    };
  };
};
export type useUpdateNotificationPreferenceMutation$rawResponse = {
  readonly updateNotificationPreference: {
    readonly preference: {
      readonly enabled: boolean;
      readonly reason: NotificationReason;
    };
  };
};
export type useUpdateNotificationPreferenceMutation = {
  rawResponse: useUpdateNotificationPreferenceMutation$rawResponse;
  response: useUpdateNotificationPreferenceMutation$data;
  variables: useUpdateNotificationPreferenceMutation$variables;
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
    "concreteType": "UpdateNotificationPreferencePayload",
    "kind": "LinkedField",
    "name": "updateNotificationPreference",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationPreference",
        "kind": "LinkedField",
        "name": "preference",
        "plural": false,
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
    "name": "useUpdateNotificationPreferenceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateNotificationPreferenceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1aa3b8fdce2cf463f46af090204378b11d6cc334168c27738b55856734b89e56",
    "metadata": {},
    "name": "useUpdateNotificationPreferenceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "946acb8fd125aa4916fe68280b341571";

export default node;
