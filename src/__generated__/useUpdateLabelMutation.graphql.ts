/**
 * @generated SignedSource<<376179a5a1e4d61425484ad0990e0be6>>
 * @relayHash 456bf7f8ac3a84461c1eea38ccf4cd05
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4833321a93dbb72638dc4904b93495399c4517c6ab30f21a9397a249565260e1

import { ConcreteRequest } from 'relay-runtime';
export type UpdateLabelInput = {
  color?: string | null | undefined;
  id: string;
  name?: string | null | undefined;
};
export type useUpdateLabelMutation$variables = {
  input: UpdateLabelInput;
};
export type useUpdateLabelMutation$data = {
  readonly updateLabel: {
    readonly label: {
      readonly color: string;
      readonly id: string;
      readonly name: string;
    };
  };
};
export type useUpdateLabelMutation$rawResponse = {
  readonly updateLabel: {
    readonly label: {
      readonly color: string;
      readonly id: string;
      readonly name: string;
    };
  };
};
export type useUpdateLabelMutation = {
  rawResponse: useUpdateLabelMutation$rawResponse;
  response: useUpdateLabelMutation$data;
  variables: useUpdateLabelMutation$variables;
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
    "concreteType": "UpdateLabelPayload",
    "kind": "LinkedField",
    "name": "updateLabel",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Label",
        "kind": "LinkedField",
        "name": "label",
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
          },
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateLabelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateLabelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4833321a93dbb72638dc4904b93495399c4517c6ab30f21a9397a249565260e1",
    "metadata": {},
    "name": "useUpdateLabelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d42b9ef50a37f996dce22b173e7d55ff";

export default node;
