/**
 * @generated SignedSource<<1313417cebb986f8f5b913414522ac4e>>
 * @relayHash 6ff6a7d58d65996284c944f75ddbb198
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 433b42c41bdd0be7bc27dbd061436f398902a8c4f0dec7cb6bffa97fb568fce3

import { ConcreteRequest } from 'relay-runtime';
export type IssuePriority = "HIGH" | "LOW" | "MEDIUM" | "NONE" | "URGENT" | "%future added value";
export type IssueStatus = "BACKLOG" | "CANCELED" | "DONE" | "IN_PROGRESS" | "IN_REVIEW" | "TODO" | "%future added value";
export type UpdateIssueInput = {
  assigneeId?: string | null | undefined;
  description?: string | null | undefined;
  dueDate?: any | null | undefined;
  id: string;
  labelIds?: ReadonlyArray<string> | null | undefined;
  priority?: IssuePriority | null | undefined;
  status?: IssueStatus | null | undefined;
  title?: string | null | undefined;
};
export type useUpdateIssueMutation$variables = {
  input: UpdateIssueInput;
};
export type useUpdateIssueMutation$data = {
  readonly updateIssue: {
    readonly issue: {
      readonly assignee: {
        readonly id: string;
        readonly imageUrl: string | null | undefined;
        readonly name: string;
      } | null | undefined;
      readonly completedAt: string | null | undefined;
      readonly description: string;
      readonly dueDate: any | null | undefined;
      readonly id: string;
      readonly labels: ReadonlyArray<{
        readonly color: string;
        readonly id: string;
        readonly name: string;
      }>;
      readonly mentions: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly priority: IssuePriority;
      readonly status: IssueStatus;
      readonly title: string;
      readonly updatedAt: string;
    };
  };
};
export type useUpdateIssueMutation$rawResponse = {
  readonly updateIssue: {
    readonly issue: {
      readonly assignee: {
        readonly id: string;
        readonly imageUrl: string | null | undefined;
        readonly name: string;
      } | null | undefined;
      readonly completedAt: string | null | undefined;
      readonly description: string;
      readonly dueDate: any | null | undefined;
      readonly id: string;
      readonly labels: ReadonlyArray<{
        readonly color: string;
        readonly id: string;
        readonly name: string;
      }>;
      readonly mentions: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly priority: IssuePriority;
      readonly status: IssueStatus;
      readonly title: string;
      readonly updatedAt: string;
    };
  };
};
export type useUpdateIssueMutation = {
  rawResponse: useUpdateIssueMutation$rawResponse;
  response: useUpdateIssueMutation$data;
  variables: useUpdateIssueMutation$variables;
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
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
            "name": "priority",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dueDate",
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
            "name": "mentions",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
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
    "name": "useUpdateIssueMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateIssueMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "433b42c41bdd0be7bc27dbd061436f398902a8c4f0dec7cb6bffa97fb568fce3",
    "metadata": {},
    "name": "useUpdateIssueMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ffd269e3f81f2c3ca4b1c16631029417";

export default node;
