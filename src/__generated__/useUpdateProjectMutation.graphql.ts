/**
 * @generated SignedSource<<eaf7b707c9ac7959c5bd9b734124f3b5>>
 * @relayHash 7cfb3c7af33a79c84eb515258203c9b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 22502fb6563a580342e4fbfb5277e2a285c9a1faddd2b4ebefe633d5b0b07efa

import { ConcreteRequest } from 'relay-runtime';
export type UpdateProjectInput = {
  description?: string | null | undefined;
  id: string;
  name?: string | null | undefined;
};
export type useUpdateProjectMutation$variables = {
  input: UpdateProjectInput;
};
export type useUpdateProjectMutation$data = {
  readonly updateProject: {
    readonly project: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type useUpdateProjectMutation$rawResponse = {
  readonly updateProject: {
    readonly project: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type useUpdateProjectMutation = {
  rawResponse: useUpdateProjectMutation$rawResponse;
  response: useUpdateProjectMutation$data;
  variables: useUpdateProjectMutation$variables;
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
    "concreteType": "UpdateProjectPayload",
    "kind": "LinkedField",
    "name": "updateProject",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
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
            "name": "name",
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
    "name": "useUpdateProjectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateProjectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "22502fb6563a580342e4fbfb5277e2a285c9a1faddd2b4ebefe633d5b0b07efa",
    "metadata": {},
    "name": "useUpdateProjectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6d3b307321bf612c6b98b69fad67b943";

export default node;
