/**
 * @generated SignedSource<<dafff4fa86cdf5752e7e7ac75f1a54d9>>
 * @relayHash c6ecb99e21fb920f9bc6d0c5fc936337
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5979693c54ea2449a6075561043546e95cabb0f6960f9dba5c64842bb878a2fd

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
export type useSetIssueCycleMutation$variables = {
  input: UpdateIssueInput;
};
export type useSetIssueCycleMutation$data = {
  readonly updateIssue: {
    readonly issue: {
      readonly cycle: {
        readonly id: string;
        readonly name: string | null | undefined;
        readonly number: number;
      } | null | undefined;
      readonly id: string;
    };
  };
};
export type useSetIssueCycleMutation = {
  response: useSetIssueCycleMutation$data;
  variables: useSetIssueCycleMutation$variables;
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
v2 = [
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
            "concreteType": "Cycle",
            "kind": "LinkedField",
            "name": "cycle",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "number",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
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
    "name": "useSetIssueCycleMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetIssueCycleMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "5979693c54ea2449a6075561043546e95cabb0f6960f9dba5c64842bb878a2fd",
    "metadata": {},
    "name": "useSetIssueCycleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f7a85dd17d9c209fa6819d287a04ce88";

export default node;
