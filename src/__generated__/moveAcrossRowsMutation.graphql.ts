/**
 * @generated SignedSource<<b2371c01d7c08b317dd3d6abc296ec94>>
 * @relayHash c6420e73833281f339277c1f47141575
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f34dda5d9e0e6c230a96e81dafd6cad185d8aa609497f7da6ff38de3ff0bb8fa

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
export type moveAcrossRowsMutation$variables = {
  input: MoveIssueInput;
};
export type moveAcrossRowsMutation$data = {
  readonly moveIssue: {
    readonly issue: {
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
    };
  };
};
export type moveAcrossRowsMutation = {
  response: moveAcrossRowsMutation$data;
  variables: moveAcrossRowsMutation$variables;
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
    "name": "moveAcrossRowsMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "moveAcrossRowsMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "f34dda5d9e0e6c230a96e81dafd6cad185d8aa609497f7da6ff38de3ff0bb8fa",
    "metadata": {},
    "name": "moveAcrossRowsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ecb8939b4940467f3cbc8a331c3717fc";

export default node;
