/**
 * @generated SignedSource<<35fb89710f31164d3d95d46146486587>>
 * @relayHash 5db46547a86a80f387925c26393cfe8e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8a1b2f46643a12c1577e1675e3dab3f5958d9a2895484299133b28a787ca97e7

import { ConcreteRequest } from 'relay-runtime';
export type CycleStatus = "CURRENT" | "PAST" | "UPCOMING" | "%future added value";
export type CycleOptionsQuery$variables = Record<PropertyKey, never>;
export type CycleOptionsQuery$data = {
  readonly viewer: {
    readonly workspace: {
      readonly cycles: ReadonlyArray<{
        readonly id: string;
        readonly name: string | null | undefined;
        readonly number: number;
        readonly status: CycleStatus;
      }>;
    };
  };
};
export type CycleOptionsQuery = {
  response: CycleOptionsQuery$data;
  variables: CycleOptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Cycle",
  "kind": "LinkedField",
  "name": "cycles",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CycleOptionsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CycleOptionsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8a1b2f46643a12c1577e1675e3dab3f5958d9a2895484299133b28a787ca97e7",
    "metadata": {},
    "name": "CycleOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "87f89a84788d14b40ba85e3fa52e5b32";

export default node;
