/**
 * @generated SignedSource<<4cf4d461001220593090ada4cbcadeb6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueGroups_workspace$data = {
  readonly backlog: {
    readonly " $fragmentSpreads": FragmentRefs<"IssueGroup_project">;
  } | null | undefined;
  readonly canceled: {
    readonly " $fragmentSpreads": FragmentRefs<"IssueGroup_project">;
  } | null | undefined;
  readonly done: {
    readonly " $fragmentSpreads": FragmentRefs<"IssueGroup_project">;
  } | null | undefined;
  readonly inProgress: {
    readonly " $fragmentSpreads": FragmentRefs<"IssueGroup_project">;
  } | null | undefined;
  readonly inReview: {
    readonly " $fragmentSpreads": FragmentRefs<"IssueGroup_project">;
  } | null | undefined;
  readonly todo: {
    readonly " $fragmentSpreads": FragmentRefs<"IssueGroup_project">;
  } | null | undefined;
  readonly " $fragmentType": "IssueGroups_workspace";
};
export type IssueGroups_workspace$key = {
  readonly " $data"?: IssueGroups_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueGroups_workspace">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "projectKey"
  }
],
v1 = {
  "kind": "Variable",
  "name": "assignee",
  "variableName": "assignee"
},
v2 = {
  "kind": "Variable",
  "name": "labelIds",
  "variableName": "labelIds"
},
v3 = {
  "kind": "Variable",
  "name": "orderBy",
  "variableName": "orderBy"
},
v4 = {
  "kind": "Variable",
  "name": "priorities",
  "variableName": "priorities"
},
v5 = {
  "kind": "Variable",
  "name": "text",
  "variableName": "text"
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "assignee"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "labelIds"
    },
    {
      "defaultValue": "POSITION",
      "kind": "LocalArgument",
      "name": "orderBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "priorities"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "projectKey"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "text"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueGroups_workspace",
  "selections": [
    {
      "alias": "backlog",
      "args": (v0/*:: as any*/),
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        {
          "args": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            {
              "kind": "Literal",
              "name": "status",
              "value": "BACKLOG"
            },
            (v5/*:: as any*/)
          ],
          "kind": "FragmentSpread",
          "name": "IssueGroup_project"
        }
      ],
      "storageKey": null
    },
    {
      "alias": "todo",
      "args": (v0/*:: as any*/),
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        {
          "args": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            {
              "kind": "Literal",
              "name": "status",
              "value": "TODO"
            },
            (v5/*:: as any*/)
          ],
          "kind": "FragmentSpread",
          "name": "IssueGroup_project"
        }
      ],
      "storageKey": null
    },
    {
      "alias": "inProgress",
      "args": (v0/*:: as any*/),
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        {
          "args": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            {
              "kind": "Literal",
              "name": "status",
              "value": "IN_PROGRESS"
            },
            (v5/*:: as any*/)
          ],
          "kind": "FragmentSpread",
          "name": "IssueGroup_project"
        }
      ],
      "storageKey": null
    },
    {
      "alias": "inReview",
      "args": (v0/*:: as any*/),
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        {
          "args": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            {
              "kind": "Literal",
              "name": "status",
              "value": "IN_REVIEW"
            },
            (v5/*:: as any*/)
          ],
          "kind": "FragmentSpread",
          "name": "IssueGroup_project"
        }
      ],
      "storageKey": null
    },
    {
      "alias": "done",
      "args": (v0/*:: as any*/),
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        {
          "args": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            {
              "kind": "Literal",
              "name": "status",
              "value": "DONE"
            },
            (v5/*:: as any*/)
          ],
          "kind": "FragmentSpread",
          "name": "IssueGroup_project"
        }
      ],
      "storageKey": null
    },
    {
      "alias": "canceled",
      "args": (v0/*:: as any*/),
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        {
          "args": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            {
              "kind": "Literal",
              "name": "status",
              "value": "CANCELED"
            },
            (v5/*:: as any*/)
          ],
          "kind": "FragmentSpread",
          "name": "IssueGroup_project"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};
})();

(node as any).hash = "ffd8be7a7444b6c6b0dae0f87c0768d3";

export default node;
