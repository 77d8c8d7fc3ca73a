/**
 * @generated SignedSource<<331f80b5d153360c4792670dca1335fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IssueField = "ASSIGNEE" | "ATTACHMENTS" | "CYCLE" | "DESCRIPTION" | "DUE_DATE" | "ESTIMATE" | "LABELS" | "PARENT" | "PRIORITY" | "RELATIONS" | "STATUS" | "SUB_ISSUES" | "TITLE" | "%future added value";
export type IssueRelationKind = "BLOCKED_BY" | "BLOCKS" | "DUPLICATED_BY" | "DUPLICATES" | "RELATES_TO" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TimelineActivity_activity$data = {
  readonly actor: {
    readonly id: string;
    readonly imageUrl: string | null | undefined;
    readonly name: string;
  };
  readonly changes: ReadonlyArray<{
    readonly addedLabels: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly field: IssueField;
    readonly from: string | null | undefined;
    readonly fromCycle: {
      readonly id: string;
      readonly number: number;
    } | null | undefined;
    readonly fromUser: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly relationType: IssueRelationKind | null | undefined;
    readonly removedLabels: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly to: string | null | undefined;
    readonly toCycle: {
      readonly id: string;
      readonly number: number;
    } | null | undefined;
    readonly toUser: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  }>;
  readonly created: boolean;
  readonly createdAt: string;
  readonly id: string;
  readonly restored: boolean;
  readonly " $fragmentType": "TimelineActivity_activity";
};
export type TimelineActivity_activity$key = {
  readonly " $data"?: TimelineActivity_activity$data;
  readonly " $fragmentSpreads": FragmentRefs<"TimelineActivity_activity">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
],
v3 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "number",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TimelineActivity_activity",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "created",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "restored",
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
      "concreteType": "IssueFieldChange",
      "kind": "LinkedField",
      "name": "changes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "from",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "relationType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "fromUser",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "toUser",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Label",
          "kind": "LinkedField",
          "name": "addedLabels",
          "plural": true,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Label",
          "kind": "LinkedField",
          "name": "removedLabels",
          "plural": true,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Cycle",
          "kind": "LinkedField",
          "name": "fromCycle",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Cycle",
          "kind": "LinkedField",
          "name": "toCycle",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "IssueActivity",
  "abstractKey": null
};
})();

(node as any).hash = "65466aadd31defb9c05fba8999eb0d6d";

export default node;
