/**
 * @generated SignedSource<<d809b3dad23cbe7c79d1d3bfad81032d>>
 * @relayHash 3d921155bf3edc289ae50a0d9463925c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a2183a4adf2f1094b59739a566b073955bf2c4e2a10061a8ef2b6fa426b058df

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
export type outboxMoveIssueMutation$variables = {
  input: MoveIssueInput;
};
export type outboxMoveIssueMutation$data = {
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
export type outboxMoveIssueMutation = {
  response: outboxMoveIssueMutation$data;
  variables: outboxMoveIssueMutation$variables;
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
    "name": "outboxMoveIssueMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "outboxMoveIssueMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a2183a4adf2f1094b59739a566b073955bf2c4e2a10061a8ef2b6fa426b058df",
    "metadata": {},
    "name": "outboxMoveIssueMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6a37cfd70b1d8271eb9fc90ff0b8a430";

export default node;
