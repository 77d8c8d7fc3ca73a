/**
 * @generated SignedSource<<72ab50c7244477e4f6dda03f51f560df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueStructureMarks_issue$data = {
  readonly blocked: boolean;
  readonly childProgress: {
    readonly done: number;
    readonly total: number;
  } | null | undefined;
  readonly " $fragmentType": "IssueStructureMarks_issue";
};
export type IssueStructureMarks_issue$key = {
  readonly " $data"?: IssueStructureMarks_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueStructureMarks_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueStructureMarks_issue",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "blocked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "IssueChildProgress",
      "kind": "LinkedField",
      "name": "childProgress",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "done",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Issue",
  "abstractKey": null
};

(node as any).hash = "c918261ece772cc9345b5c77279f67ea";

export default node;
