/**
 * @generated SignedSource<<5cfb5aa4c5379ab31b69f986f02b8d00>>
 * @relayHash 8dc508408f6dccd4ad792b9749a335ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d8311dc72e33e56a47288a81320015db5ab0c60af83377a815c6d3c8bbbfb2b9

import { ConcreteRequest } from 'relay-runtime';
export type ExportFormat = "CSV" | "JSON" | "%future added value";
export type exportViewQuery$variables = {
  format: ExportFormat;
  id: string;
};
export type exportViewQuery$data = {
  readonly node: {
    readonly exportIssues?: string;
  } | null | undefined;
};
export type exportViewQuery = {
  response: exportViewQuery$data;
  variables: exportViewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "format"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "format",
          "variableName": "format"
        }
      ],
      "kind": "ScalarField",
      "name": "exportIssues",
      "storageKey": null
    }
  ],
  "type": "SavedView",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "exportViewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "exportViewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d8311dc72e33e56a47288a81320015db5ab0c60af83377a815c6d3c8bbbfb2b9",
    "metadata": {},
    "name": "exportViewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c6a5c8f1b4d292da562b78d68a34ae2a";

export default node;
