/**
 * @generated SignedSource<<698d4a87f0ee5accebbee198cb07a794>>
 * @relayHash 37ffac5ea8ab7e88b45e25f5578ff58c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e89eb858457a73cc1f5ec455870f3eb9daf0a30c45e3ec1a2fb68429eeeea9e1

import { ConcreteRequest } from 'relay-runtime';
export type DeleteIssueInput = {
  id: string;
};
export type useDeleteIssueMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteIssueInput;
};
export type useDeleteIssueMutation$data = {
  readonly deleteIssue: {
    readonly deletedIssueId: string;
  };
};
export type useDeleteIssueMutation$rawResponse = {
  readonly deleteIssue: {
    readonly deletedIssueId: string;
  };
};
export type useDeleteIssueMutation = {
  rawResponse: useDeleteIssueMutation$rawResponse;
  response: useDeleteIssueMutation$data;
  variables: useDeleteIssueMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedIssueId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteIssueMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteIssuePayload",
        "kind": "LinkedField",
        "name": "deleteIssue",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteIssueMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteIssuePayload",
        "kind": "LinkedField",
        "name": "deleteIssue",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedIssueId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e89eb858457a73cc1f5ec455870f3eb9daf0a30c45e3ec1a2fb68429eeeea9e1",
    "metadata": {},
    "name": "useDeleteIssueMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f0a8ec59d67e51834752e3ef0f01c62e";

export default node;
