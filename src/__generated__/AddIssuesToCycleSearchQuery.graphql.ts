/**
 * @generated SignedSource<<0fb2246df0014b80699c176560a47883>>
 * @relayHash 48bb1d4828fb6112d1bb46e51a5bc631
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf484bf8838b111c742096e2c0831e07cbddfc842a8a455bf87eaf28c23a9828

import { ConcreteRequest } from 'relay-runtime';
export type AddIssuesToCycleSearchQuery$variables = {
  query: string;
};
export type AddIssuesToCycleSearchQuery$data = {
  readonly viewer: {
    readonly workspace: {
      readonly searchIssues: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly cycle: {
              readonly id: string;
              readonly number: number;
            } | null | undefined;
            readonly id: string;
            readonly key: string;
            readonly title: string;
          };
        }>;
      };
    };
  };
};
export type AddIssuesToCycleSearchQuery = {
  response: AddIssuesToCycleSearchQuery$data;
  variables: AddIssuesToCycleSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
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
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 10
    },
    {
      "kind": "Variable",
      "name": "query",
      "variableName": "query"
    }
  ],
  "concreteType": "IssueConnection",
  "kind": "LinkedField",
  "name": "searchIssues",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "IssueEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Issue",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "key",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            },
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
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AddIssuesToCycleSearchQuery",
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
              (v2/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddIssuesToCycleSearchQuery",
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
              (v2/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cf484bf8838b111c742096e2c0831e07cbddfc842a8a455bf87eaf28c23a9828",
    "metadata": {},
    "name": "AddIssuesToCycleSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cca8a68a1412483478ee6a7de616776d";

export default node;
