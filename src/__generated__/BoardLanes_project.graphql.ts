/**
 * @generated SignedSource<<09da32ad194ab854b0ce4806f6cf0f74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IssueGrouping = "ASSIGNEE" | "LABEL" | "PRIORITY" | "%future added value";
export type IssuePriority = "HIGH" | "LOW" | "MEDIUM" | "NONE" | "URGENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BoardLanes_project$data = {
  readonly issueGroups: ReadonlyArray<{
    readonly assignee: {
      readonly id: string;
      readonly imageUrl: string | null | undefined;
      readonly name: string;
    } | null | undefined;
    readonly backlog: {
      readonly " $fragmentSpreads": FragmentRefs<"IssueGroupIssues_group">;
    };
    readonly by: IssueGrouping;
    readonly canceled: {
      readonly " $fragmentSpreads": FragmentRefs<"IssueGroupIssues_group">;
    };
    readonly done: {
      readonly " $fragmentSpreads": FragmentRefs<"IssueGroupIssues_group">;
    };
    readonly id: string;
    readonly inProgress: {
      readonly " $fragmentSpreads": FragmentRefs<"IssueGroupIssues_group">;
    };
    readonly inReview: {
      readonly " $fragmentSpreads": FragmentRefs<"IssueGroupIssues_group">;
    };
    readonly label: {
      readonly color: string;
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly priority: IssuePriority | null | undefined;
    readonly todo: {
      readonly " $fragmentSpreads": FragmentRefs<"IssueGroupIssues_group">;
    };
  }>;
  readonly " $fragmentType": "BoardLanes_project";
};
export type BoardLanes_project$key = {
  readonly " $data"?: BoardLanes_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"BoardLanes_project">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Variable",
  "name": "assignee",
  "variableName": "assignee"
},
v1 = {
  "kind": "Variable",
  "name": "labelIds",
  "variableName": "labelIds"
},
v2 = {
  "kind": "Variable",
  "name": "priorities",
  "variableName": "priorities"
},
v3 = {
  "kind": "Variable",
  "name": "text",
  "variableName": "text"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = [
  {
    "args": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "FragmentSpread",
    "name": "IssueGroupIssues_group"
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "assignee"
    },
    {
      "kind": "RootArgument",
      "name": "blocked"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "by"
    },
    {
      "kind": "RootArgument",
      "name": "createdWithinDays"
    },
    {
      "kind": "RootArgument",
      "name": "cycle"
    },
    {
      "kind": "RootArgument",
      "name": "dueAfter"
    },
    {
      "kind": "RootArgument",
      "name": "dueBefore"
    },
    {
      "kind": "RootArgument",
      "name": "estimateMax"
    },
    {
      "kind": "RootArgument",
      "name": "estimateMin"
    },
    {
      "kind": "RootArgument",
      "name": "estimated"
    },
    {
      "kind": "RootArgument",
      "name": "hasChildren"
    },
    {
      "kind": "RootArgument",
      "name": "hasParent"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "labelIds"
    },
    {
      "kind": "RootArgument",
      "name": "overdue"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "priorities"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "statuses"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "text"
    },
    {
      "kind": "RootArgument",
      "name": "updatedWithinDays"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "BoardLanes_project",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "by",
          "variableName": "by"
        },
        {
          "fields": [
            (v0/*:: as any*/),
            {
              "kind": "Variable",
              "name": "blocked",
              "variableName": "blocked"
            },
            {
              "kind": "Variable",
              "name": "createdWithinDays",
              "variableName": "createdWithinDays"
            },
            {
              "kind": "Variable",
              "name": "cycle",
              "variableName": "cycle"
            },
            {
              "kind": "Variable",
              "name": "dueAfter",
              "variableName": "dueAfter"
            },
            {
              "kind": "Variable",
              "name": "dueBefore",
              "variableName": "dueBefore"
            },
            {
              "kind": "Variable",
              "name": "estimateMax",
              "variableName": "estimateMax"
            },
            {
              "kind": "Variable",
              "name": "estimateMin",
              "variableName": "estimateMin"
            },
            {
              "kind": "Variable",
              "name": "estimated",
              "variableName": "estimated"
            },
            {
              "kind": "Variable",
              "name": "hasChildren",
              "variableName": "hasChildren"
            },
            {
              "kind": "Variable",
              "name": "hasParent",
              "variableName": "hasParent"
            },
            (v1/*:: as any*/),
            {
              "kind": "Variable",
              "name": "overdue",
              "variableName": "overdue"
            },
            (v2/*:: as any*/),
            {
              "kind": "Variable",
              "name": "statuses",
              "variableName": "statuses"
            },
            (v3/*:: as any*/),
            {
              "kind": "Variable",
              "name": "updatedWithinDays",
              "variableName": "updatedWithinDays"
            }
          ],
          "kind": "ObjectValue",
          "name": "filter"
        }
      ],
      "concreteType": "IssueGroup",
      "kind": "LinkedField",
      "name": "issueGroups",
      "plural": true,
      "selections": [
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "by",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "priority",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "assignee",
          "plural": false,
          "selections": [
            (v4/*:: as any*/),
            (v5/*:: as any*/),
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
          "concreteType": "Label",
          "kind": "LinkedField",
          "name": "label",
          "plural": false,
          "selections": [
            (v4/*:: as any*/),
            (v5/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "color",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": "backlog",
          "args": [
            {
              "kind": "Literal",
              "name": "status",
              "value": "BACKLOG"
            }
          ],
          "concreteType": "IssueGroup",
          "kind": "LinkedField",
          "name": "withStatus",
          "plural": false,
          "selections": (v6/*:: as any*/),
          "storageKey": "withStatus(status:\"BACKLOG\")"
        },
        {
          "alias": "todo",
          "args": [
            {
              "kind": "Literal",
              "name": "status",
              "value": "TODO"
            }
          ],
          "concreteType": "IssueGroup",
          "kind": "LinkedField",
          "name": "withStatus",
          "plural": false,
          "selections": (v6/*:: as any*/),
          "storageKey": "withStatus(status:\"TODO\")"
        },
        {
          "alias": "inProgress",
          "args": [
            {
              "kind": "Literal",
              "name": "status",
              "value": "IN_PROGRESS"
            }
          ],
          "concreteType": "IssueGroup",
          "kind": "LinkedField",
          "name": "withStatus",
          "plural": false,
          "selections": (v6/*:: as any*/),
          "storageKey": "withStatus(status:\"IN_PROGRESS\")"
        },
        {
          "alias": "inReview",
          "args": [
            {
              "kind": "Literal",
              "name": "status",
              "value": "IN_REVIEW"
            }
          ],
          "concreteType": "IssueGroup",
          "kind": "LinkedField",
          "name": "withStatus",
          "plural": false,
          "selections": (v6/*:: as any*/),
          "storageKey": "withStatus(status:\"IN_REVIEW\")"
        },
        {
          "alias": "done",
          "args": [
            {
              "kind": "Literal",
              "name": "status",
              "value": "DONE"
            }
          ],
          "concreteType": "IssueGroup",
          "kind": "LinkedField",
          "name": "withStatus",
          "plural": false,
          "selections": (v6/*:: as any*/),
          "storageKey": "withStatus(status:\"DONE\")"
        },
        {
          "alias": "canceled",
          "args": [
            {
              "kind": "Literal",
              "name": "status",
              "value": "CANCELED"
            }
          ],
          "concreteType": "IssueGroup",
          "kind": "LinkedField",
          "name": "withStatus",
          "plural": false,
          "selections": (v6/*:: as any*/),
          "storageKey": "withStatus(status:\"CANCELED\")"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};
})();

(node as any).hash = "423a4c17737f73823d7866d0dc07c725";

export default node;
