/**
 * @generated SignedSource<<4f5c14d9093c20cd227b9959c0d197be>>
 * @relayHash aa048803ba5f24a1c30110cf4e25bc2c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ba2b810bcaeea672b587d0d4e8a68254a3ec573c0de4a04002a45cb086e1602

import { ConcreteRequest } from 'relay-runtime';
export type IssuePriority = "HIGH" | "LOW" | "MEDIUM" | "NONE" | "URGENT" | "%future added value";
export type IssueStatus = "BACKLOG" | "CANCELED" | "DONE" | "IN_PROGRESS" | "IN_REVIEW" | "TODO" | "%future added value";
export type UpdateIssueInput = {
  assigneeId?: string | null | undefined;
  cycleId?: string | null | undefined;
  description?: string | null | undefined;
  dueDate?: any | null | undefined;
  estimate?: number | null | undefined;
  id: string;
  labelIds?: ReadonlyArray<string> | null | undefined;
  priority?: IssuePriority | null | undefined;
  status?: IssueStatus | null | undefined;
  title?: string | null | undefined;
};
export type useSetCycleIssueStatusMutation$variables = {
  input: UpdateIssueInput;
};
export type useSetCycleIssueStatusMutation$data = {
  readonly updateIssue: {
    readonly issue: {
      readonly completedAt: string | null | undefined;
      readonly id: string;
      readonly status: IssueStatus;
      readonly updatedAt: string;
    };
  };
};
export type useSetCycleIssueStatusMutation = {
  response: useSetCycleIssueStatusMutation$data;
  variables: useSetCycleIssueStatusMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateIssuePayload",
    "kind": "LinkedField",
    "name": "updateIssue",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Issue",
        "kind": "LinkedField",
        "name": "issue",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
            "name": "completedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetCycleIssueStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetCycleIssueStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4ba2b810bcaeea672b587d0d4e8a68254a3ec573c0de4a04002a45cb086e1602",
    "metadata": {},
    "name": "useSetCycleIssueStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4e728df1fdbbc35af52852ca699ce992";

export default node;
