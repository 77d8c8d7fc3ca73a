/**
 * @generated SignedSource<<c5052f0a5a964d8310b02a3a422d1676>>
 * @relayHash 84ebbde9513e6d3c018a5b69c6e814bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04e538b9cb311bc277defdc05d4c3f7da60adf0be2a652eca06b5c14019a5054

import { ConcreteRequest } from 'relay-runtime';
export type ExportFormat = "CSV" | "JSON" | "%future added value";
export type exportIssuesQuery$variables = {
  format: ExportFormat;
  id: string;
};
export type exportIssuesQuery$data = {
  readonly node: {
    readonly exportIssues?: string;
  } | null | undefined;
};
export type exportIssuesQuery = {
  response: exportIssuesQuery$data;
  variables: exportIssuesQuery$variables;
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
  "type": "Project",
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
    "name": "exportIssuesQuery",
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
    "name": "exportIssuesQuery",
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
    "id": "04e538b9cb311bc277defdc05d4c3f7da60adf0be2a652eca06b5c14019a5054",
    "metadata": {},
    "name": "exportIssuesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "72f649f326d0629eab36b2af7a218fa8";

export default node;
