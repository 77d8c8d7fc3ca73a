/**
 * @generated SignedSource<<d67b3a1c52bd0b828e3a35b7c0026f99>>
 * @relayHash 5b7da22f95a53561cf68b38066c39b9d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d1e331856f65f1a388be5f23c61b5b0f3de6c30cedb3d6d4833cf5271d445ad

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueGrouping = "ASSIGNEE" | "LABEL" | "PRIORITY" | "%future added value";
export type IssueOrder = "CREATED" | "DUE_DATE" | "POSITION" | "PRIORITY" | "UPDATED" | "%future added value";
export type IssuePriority = "HIGH" | "LOW" | "MEDIUM" | "NONE" | "URGENT" | "%future added value";
export type IssueStatus = "BACKLOG" | "CANCELED" | "DONE" | "IN_PROGRESS" | "IN_REVIEW" | "TODO" | "%future added value";
export type MyIssuesSet = "ASSIGNED" | "CREATED" | "WATCHING" | "%future added value";
export type ViewLayout = "BOARD" | "LIST" | "%future added value";
export type UpdateViewInput = {
  clearGrouping?: boolean | null | undefined;
  filter?: IssueFilter | null | undefined;
  grouping?: IssueGrouping | null | undefined;
  id: string;
  layout?: ViewLayout | null | undefined;
  myIssues?: MyIssuesSet | null | undefined;
  name?: string | null | undefined;
  orderBy?: IssueOrder | null | undefined;
  shared?: boolean | null | undefined;
};
export type IssueFilter = {
  assignee?: AssigneeFilter | null | undefined;
  blocked?: boolean | null | undefined;
  createdByMe?: boolean | null | undefined;
  createdWithinDays?: number | null | undefined;
  cycle?: string | null | undefined;
  dueAfter?: any | null | undefined;
  dueBefore?: any | null | undefined;
  estimateMax?: number | null | undefined;
  estimateMin?: number | null | undefined;
  estimated?: boolean | null | undefined;
  hasChildren?: boolean | null | undefined;
  hasParent?: boolean | null | undefined;
  labelIds?: ReadonlyArray<string> | null | undefined;
  overdue?: boolean | null | undefined;
  priorities?: ReadonlyArray<IssuePriority> | null | undefined;
  projectIds?: ReadonlyArray<string> | null | undefined;
  statuses?: ReadonlyArray<IssueStatus> | null | undefined;
  text?: string | null | undefined;
  updatedWithinDays?: number | null | undefined;
  watchedByMe?: boolean | null | undefined;
};
export type AssigneeFilter = {
  ids?: ReadonlyArray<string> | null | undefined;
  me?: boolean | null | undefined;
  unassigned?: boolean | null | undefined;
};
export type viewMutationsUpdateMutation$variables = {
  input: UpdateViewInput;
};
export type viewMutationsUpdateMutation$data = {
  readonly updateView: {
    readonly view: {
      readonly id: string;
      readonly name: string;
      readonly shared: boolean;
    };
    readonly workspace: {
      readonly " $fragmentSpreads": FragmentRefs<"SavedViews_workspace">;
    };
  };
};
export type viewMutationsUpdateMutation = {
  response: viewMutationsUpdateMutation$data;
  variables: viewMutationsUpdateMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shared",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "SavedView",
  "kind": "LinkedField",
  "name": "view",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "viewMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateViewPayload",
        "kind": "LinkedField",
        "name": "updateView",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SavedViews_workspace"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "viewMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateViewPayload",
        "kind": "LinkedField",
        "name": "updateView",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanShareViews",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedView",
                "kind": "LinkedField",
                "name": "views",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scope",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "position",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanUpdate",
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
      }
    ]
  },
  "params": {
    "id": "6d1e331856f65f1a388be5f23c61b5b0f3de6c30cedb3d6d4833cf5271d445ad",
    "metadata": {},
    "name": "viewMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ecee6523abb1608cbf05f649239c0905";

export default node;
