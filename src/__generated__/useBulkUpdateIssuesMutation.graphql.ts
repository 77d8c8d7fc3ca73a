/**
 * @generated SignedSource<<84ebc260ed9a51771443a023bbedc87d>>
 * @relayHash 016f69d02e656b8e4c6722f02f35d36a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 077202c93a7f2ab8b47ad90ab26b4864e239fda82fb75b0fd91a79bb99962a5e

import { ConcreteRequest } from 'relay-runtime';
export type IssuePriority = "HIGH" | "LOW" | "MEDIUM" | "NONE" | "URGENT" | "%future added value";
export type IssueStatus = "BACKLOG" | "CANCELED" | "DONE" | "IN_PROGRESS" | "IN_REVIEW" | "TODO" | "%future added value";
export type BulkUpdateIssuesInput = {
  addLabelIds?: ReadonlyArray<string> | null | undefined;
  assigneeId?: string | null | undefined;
  ids: ReadonlyArray<string>;
  priority?: IssuePriority | null | undefined;
  removeLabelIds?: ReadonlyArray<string> | null | undefined;
  status?: IssueStatus | null | undefined;
};
export type useBulkUpdateIssuesMutation$variables = {
  input: BulkUpdateIssuesInput;
};
export type useBulkUpdateIssuesMutation$data = {
  readonly bulkUpdateIssues: {
    readonly issues: ReadonlyArray<{
      readonly assignee: {
        readonly id: string;
        readonly imageUrl: string | null | undefined;
        readonly name: string;
      } | null | undefined;
      readonly completedAt: string | null | undefined;
      readonly id: string;
      readonly labels: ReadonlyArray<{
        readonly color: string;
        readonly id: string;
        readonly name: string;
      }>;
      readonly position: string;
      readonly priority: IssuePriority;
      readonly status: IssueStatus;
      readonly updatedAt: string;
    }>;
  };
};
export type useBulkUpdateIssuesMutation = {
  response: useBulkUpdateIssuesMutation$data;
  variables: useBulkUpdateIssuesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "BulkUpdateIssuesPayload",
    "kind": "LinkedField",
    "name": "bulkUpdateIssues",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Issue",
        "kind": "LinkedField",
        "name": "issues",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "position",
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
            "kind": "ScalarField",
            "name": "updatedAt",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "assignee",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
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
            "name": "labels",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "color",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useBulkUpdateIssuesMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBulkUpdateIssuesMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "077202c93a7f2ab8b47ad90ab26b4864e239fda82fb75b0fd91a79bb99962a5e",
    "metadata": {},
    "name": "useBulkUpdateIssuesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a09e69f4f4806fc7f3951848d5a3fec2";

export default node;
