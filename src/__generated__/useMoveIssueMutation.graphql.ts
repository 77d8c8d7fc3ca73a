/**
 * @generated SignedSource<<8cb5a4bcc7acdd34e03732266c72d08a>>
 * @relayHash db21ab561786d8eaf79bf4c7122d1264
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 150fa234ba81929de0a81eba1a8a6e31e0943311da03b5bfc5f9834c81c359ca

import { ConcreteRequest } from 'relay-runtime';
export type IssuePriority = "HIGH" | "LOW" | "MEDIUM" | "NONE" | "URGENT" | "%future added value";
export type IssueStatus = "BACKLOG" | "CANCELED" | "DONE" | "IN_PROGRESS" | "IN_REVIEW" | "TODO" | "%future added value";
export type MoveIssueInput = {
  addLabelIds?: ReadonlyArray<string> | null | undefined;
  afterId?: string | null | undefined;
  assigneeId?: string | null | undefined;
  beforeId?: string | null | undefined;
  id: string;
  priority?: IssuePriority | null | undefined;
  removeLabelIds?: ReadonlyArray<string> | null | undefined;
  status: IssueStatus;
};
export type useMoveIssueMutation$variables = {
  input: MoveIssueInput;
};
export type useMoveIssueMutation$data = {
  readonly moveIssue: {
    readonly issue: {
      readonly completedAt: string | null | undefined;
      readonly id: string;
      readonly position: string;
      readonly status: IssueStatus;
      readonly updatedAt: string;
    };
  };
};
export type useMoveIssueMutation$rawResponse = {
  readonly moveIssue: {
    readonly issue: {
      readonly completedAt: string | null | undefined;
      readonly id: string;
      readonly position: string;
      readonly status: IssueStatus;
      readonly updatedAt: string;
    };
  };
};
export type useMoveIssueMutation = {
  rawResponse: useMoveIssueMutation$rawResponse;
  response: useMoveIssueMutation$data;
  variables: useMoveIssueMutation$variables;
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
    "concreteType": "MoveIssuePayload",
    "kind": "LinkedField",
    "name": "moveIssue",
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
            "name": "position",
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
    "name": "useMoveIssueMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMoveIssueMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "150fa234ba81929de0a81eba1a8a6e31e0943311da03b5bfc5f9834c81c359ca",
    "metadata": {},
    "name": "useMoveIssueMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "aab0df2944f8ec9cf50677842cd48ea6";

export default node;
