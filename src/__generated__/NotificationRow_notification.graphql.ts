/**
 * @generated SignedSource<<bb1914b6c05676c28d60ba2faaace76b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IssueStatus = "BACKLOG" | "CANCELED" | "DONE" | "IN_PROGRESS" | "IN_REVIEW" | "TODO" | "%future added value";
export type NotificationReason = "ASSIGNED" | "COMMENTED" | "ISSUE_DELETED" | "MENTIONED" | "STATUS_CHANGED" | "WEBHOOK_DISABLED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationRow_notification$data = {
  readonly actor: {
    readonly id: string;
    readonly imageUrl: string | null | undefined;
    readonly name: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly id: string;
  readonly issue: {
    readonly id: string;
    readonly key: string;
  } | null | undefined;
  readonly issueKey: string | null | undefined;
  readonly issueTitle: string | null | undefined;
  readonly readAt: string | null | undefined;
  readonly reason: NotificationReason;
  readonly snoozedUntil: string | null | undefined;
  readonly status: IssueStatus | null | undefined;
  readonly webhookEndpoint: {
    readonly disabledReason: string | null | undefined;
    readonly id: string;
    readonly url: string;
  } | null | undefined;
  readonly " $fragmentType": "NotificationRow_notification";
};
export type NotificationRow_notification$key = {
  readonly " $data"?: NotificationRow_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationRow_notification">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationRow_notification",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "issueKey",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "issueTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Issue",
      "kind": "LinkedField",
      "name": "issue",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
    {
      "alias": null,
      "args": null,
      "concreteType": "WebhookEndpoint",
      "kind": "LinkedField",
      "name": "webhookEndpoint",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
  "type": "Notification",
  "abstractKey": null
};
})();

(node as any).hash = "79867f2cb36fe49884fadf54468cc4ba";

export default node;
