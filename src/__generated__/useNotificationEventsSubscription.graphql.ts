/**
 * @generated SignedSource<<407d3110bd4861f4ab5488ff9079680b>>
 * @relayHash 05e7426bddada89f76326f9b17217555
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb5786e06a70e4c8f4750d8fa89a8eabb6e2cc229c67130ee446263ace4192f3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueStatus = "BACKLOG" | "CANCELED" | "DONE" | "IN_PROGRESS" | "IN_REVIEW" | "TODO" | "%future added value";
export type NotificationEventKind = "ARCHIVED" | "CREATED" | "READ" | "SNOOZED" | "UNARCHIVED" | "UNSNOOZED" | "WITHDRAWN" | "%future added value";
export type NotificationReason = "ASSIGNED" | "COMMENTED" | "ISSUE_DELETED" | "MENTIONED" | "STATUS_CHANGED" | "WEBHOOK_DISABLED" | "%future added value";
export type useNotificationEventsSubscription$variables = Record<PropertyKey, never>;
export type useNotificationEventsSubscription$data = {
  readonly notificationEvents: {
    readonly kind: NotificationEventKind;
    readonly notification: {
      readonly actor: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly id: string;
      readonly issue: {
        readonly id: string;
        readonly key: string;
      } | null | undefined;
      readonly issueKey: string | null | undefined;
      readonly reason: NotificationReason;
      readonly status: IssueStatus | null | undefined;
    } | null | undefined;
    readonly notificationEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"NotificationRow_notification">;
      };
    } | null | undefined;
    readonly notifications: ReadonlyArray<{
      readonly id: string;
      readonly readAt: string | null | undefined;
      readonly snoozedUntil: string | null | undefined;
    }>;
    readonly unreadNotificationCount: number;
  };
};
export type useNotificationEventsSubscription = {
  response: useNotificationEventsSubscription$data;
  variables: useNotificationEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "readAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "snoozedUntil",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Notification",
  "kind": "LinkedField",
  "name": "notifications",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "issueKey",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Issue",
  "kind": "LinkedField",
  "name": "issue",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "Notification",
  "kind": "LinkedField",
  "name": "notification",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    (v5/*:: as any*/),
    (v6/*:: as any*/),
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v8/*:: as any*/)
      ],
      "storageKey": null
    },
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadNotificationCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationEvent",
        "kind": "LinkedField",
        "name": "notificationEvents",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v4/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "NotificationEdge",
            "kind": "LinkedField",
            "name": "notificationEdge",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Notification",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "NotificationRow_notification"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNotificationEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationEvent",
        "kind": "LinkedField",
        "name": "notificationEvents",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v4/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "NotificationEdge",
            "kind": "LinkedField",
            "name": "notificationEdge",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Notification",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "issueTitle",
                    "storageKey": null
                  },
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "actor",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "imageUrl",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WebhookEndpoint",
                    "kind": "LinkedField",
                    "name": "webhookEndpoint",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "disabledReason",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cb5786e06a70e4c8f4750d8fa89a8eabb6e2cc229c67130ee446263ace4192f3",
    "metadata": {},
    "name": "useNotificationEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "69ce08b04831e2f7dfd982451a423214";

export default node;
