/**
 * @generated SignedSource<<92ca0220921811bb08bb17a250769b36>>
 * @relayHash 1b5634b776cd04da677a6b9d6eccf0d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a27f8412b80e04c20492f065182ae6239ed614fe1a5927ab3978c23328b2f8f2

import { ConcreteRequest } from 'relay-runtime';
export type DeleteLabelInput = {
  id: string;
};
export type useDeleteLabelMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteLabelInput;
};
export type useDeleteLabelMutation$data = {
  readonly deleteLabel: {
    readonly deletedLabelId: string;
  };
};
export type useDeleteLabelMutation$rawResponse = {
  readonly deleteLabel: {
    readonly deletedLabelId: string;
  };
};
export type useDeleteLabelMutation = {
  rawResponse: useDeleteLabelMutation$rawResponse;
  response: useDeleteLabelMutation$data;
  variables: useDeleteLabelMutation$variables;
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
  "name": "deletedLabelId",
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
    "name": "useDeleteLabelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteLabelPayload",
        "kind": "LinkedField",
        "name": "deleteLabel",
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
    "name": "useDeleteLabelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteLabelPayload",
        "kind": "LinkedField",
        "name": "deleteLabel",
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
            "name": "deletedLabelId",
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
    "id": "a27f8412b80e04c20492f065182ae6239ed614fe1a5927ab3978c23328b2f8f2",
    "metadata": {},
    "name": "useDeleteLabelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5f58e89ea53dd9e15e938b948ce74e11";

export default node;
