/**
 * @generated SignedSource<<38e821a9e9a91d5222141340c98a4652>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueView_workspace$data = {
  readonly issue: {
    readonly id: string;
    readonly key: string;
    readonly project: {
      readonly id: string;
      readonly issuesSnapshotSeq: number;
    };
    readonly " $fragmentSpreads": FragmentRefs<"IssueAttachments_issue" | "IssueDetail_issue" | "IssueTimeline_issue" | "SubIssuesSection_issue">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"IssueDetail_workspace">;
  readonly " $fragmentType": "IssueView_workspace";
};
export type IssueView_workspace$key = {
  readonly " $data"?: IssueView_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueView_workspace">;
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
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "key"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueView_workspace",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "key",
          "variableName": "key"
        }
      ],
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Project",
          "kind": "LinkedField",
          "name": "project",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "issuesSnapshotSeq",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "IssueDetail_issue"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "IssueTimeline_issue"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "IssueAttachments_issue"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SubIssuesSection_issue"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueDetail_workspace"
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};
})();

(node as any).hash = "c441aa105bbc0e90a3554c19f4eee139";

export default node;
