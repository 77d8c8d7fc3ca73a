/**
 * @generated SignedSource<<066d929f73569ab299c3d8ffed22f8c6>>
 * @relayHash 30e7bd6762627500455e9661918450e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc8ac75ecf3be0493c37d4055e29dbf9ed22a1df32b645e1f2127910c07f0e3e

import { ConcreteRequest } from 'relay-runtime';
export type IssuePriority = "HIGH" | "LOW" | "MEDIUM" | "NONE" | "URGENT" | "%future added value";
export type IssueStatus = "BACKLOG" | "CANCELED" | "DONE" | "IN_PROGRESS" | "IN_REVIEW" | "TODO" | "%future added value";
export type CreateIssueInput = {
  assigneeId?: string | null | undefined;
  description?: string | null | undefined;
  dueDate?: any | null | undefined;
  estimate?: number | null | undefined;
  labelIds?: ReadonlyArray<string> | null | undefined;
  priority?: IssuePriority | null | undefined;
  projectId: string;
  status?: IssueStatus | null | undefined;
  title: string;
};
export type useCreateSubIssueMutation$variables = {
  input: CreateIssueInput;
};
export type useCreateSubIssueMutation$data = {
  readonly createIssue: {
    readonly issue: {
      readonly id: string;
      readonly key: string;
    };
  };
};
export type useCreateSubIssueMutation = {
  response: useCreateSubIssueMutation$data;
  variables: useCreateSubIssueMutation$variables;
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
    "concreteType": "CreateIssuePayload",
    "kind": "LinkedField",
    "name": "createIssue",
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
            "name": "key",
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
    "name": "useCreateSubIssueMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateSubIssueMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "dc8ac75ecf3be0493c37d4055e29dbf9ed22a1df32b645e1f2127910c07f0e3e",
    "metadata": {},
    "name": "useCreateSubIssueMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4eadb1f1b9b4bfd9590d2cdd4002472a";

export default node;
