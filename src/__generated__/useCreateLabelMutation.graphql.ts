/**
 * @generated SignedSource<<e81332ba3a17814bfe2845534dceca37>>
 * @relayHash a152fd7f98c015d6abd8ebda0e87b71d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6c0ff8629677406fb2f06832907afb2e187cc5eebc12f1cdd373ee75b3746f6

import { ConcreteRequest } from 'relay-runtime';
export type CreateLabelInput = {
  color: string;
  name: string;
};
export type useCreateLabelMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateLabelInput;
};
export type useCreateLabelMutation$data = {
  readonly createLabel: {
    readonly labelEdge: {
      readonly cursor: string;
      readonly node: {
        readonly color: string;
        readonly id: string;
        readonly name: string;
      };
    };
  };
};
export type useCreateLabelMutation$rawResponse = {
  readonly createLabel: {
    readonly labelEdge: {
      readonly cursor: string;
      readonly node: {
        readonly color: string;
        readonly id: string;
        readonly name: string;
      };
    };
  };
};
export type useCreateLabelMutation = {
  rawResponse: useCreateLabelMutation$rawResponse;
  response: useCreateLabelMutation$data;
  variables: useCreateLabelMutation$variables;
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
  "concreteType": "LabelEdge",
  "kind": "LinkedField",
  "name": "labelEdge",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Label",
      "kind": "LinkedField",
      "name": "node",
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateLabelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateLabelPayload",
        "kind": "LinkedField",
        "name": "createLabel",
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
    "name": "useCreateLabelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateLabelPayload",
        "kind": "LinkedField",
        "name": "createLabel",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "appendEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "labelEdge",
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
    "id": "a6c0ff8629677406fb2f06832907afb2e187cc5eebc12f1cdd373ee75b3746f6",
    "metadata": {},
    "name": "useCreateLabelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "14519c5bac41b976198b9a0b17fcd4f9";

export default node;
