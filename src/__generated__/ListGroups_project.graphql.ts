/**
 * @generated SignedSource<<2c6f220cab336955315267566271f3df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IssueGrouping = "ASSIGNEE" | "LABEL" | "PRIORITY" | "%future added value";
export type IssuePriority = "HIGH" | "LOW" | "MEDIUM" | "NONE" | "URGENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ListGroups_project$data = {
  readonly issueGroups: ReadonlyArray<{
    readonly assignee: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly by: IssueGrouping;
    readonly id: string;
    readonly label: {
      readonly color: string;
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly priority: IssuePriority | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"IssueGroupIssues_group">;
  }>;
  readonly " $fragmentType": "ListGroups_project";
};
export type ListGroups_project$key = {
  readonly " $data"?: ListGroups_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListGroups_project">;
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
  "name": "statuses",
  "variableName": "statuses"
},
v4 = {
  "kind": "Variable",
  "name": "text",
  "variableName": "text"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
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
      "defaultValue": "POSITION",
      "kind": "LocalArgument",
      "name": "orderBy"
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
  "name": "ListGroups_project",
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
            (v3/*:: as any*/),
            (v4/*:: as any*/),
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
        (v5/*:: as any*/),
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
            (v5/*:: as any*/),
            (v6/*:: as any*/)
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
            (v5/*:: as any*/),
            (v6/*:: as any*/),
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
          "args": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "kind": "Variable",
              "name": "orderBy",
              "variableName": "orderBy"
            },
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/)
          ],
          "kind": "FragmentSpread",
          "name": "IssueGroupIssues_group"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};
})();

(node as any).hash = "f0c1afba7f6883b34546297dfe097927";

export default node;
