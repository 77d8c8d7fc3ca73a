/**
 * @generated SignedSource<<d90846353b6753a9d9048713aea91360>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IssueStatus = "BACKLOG" | "CANCELED" | "DONE" | "IN_PROGRESS" | "IN_REVIEW" | "TODO" | "%future added value";
export type NotificationReason = "ASSIGNED" | "COMMENTED" | "ISSUE_DELETED" | "MENTIONED" | "STATUS_CHANGED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationRow_notification$data = {
  readonly actor: {
    readonly id: string;
    readonly imageUrl: string | null | undefined;
    readonly name: string;
  };
  readonly createdAt: string;
  readonly id: string;
  readonly issue: {
    readonly id: string;
    readonly key: string;
  } | null | undefined;
  readonly issueKey: string;
  readonly issueTitle: string;
  readonly readAt: string | null | undefined;
  readonly reason: NotificationReason;
  readonly snoozedUntil: string | null | undefined;
  readonly status: IssueStatus | null | undefined;
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
    }
  ],
  "type": "Notification",
  "abstractKey": null
};
})();

(node as any).hash = "9bc9bfa11957d77aef8faf9e160eb57b";

export default node;
