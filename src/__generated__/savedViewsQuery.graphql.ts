/**
 * @generated SignedSource<<9fdd1217725cc736d1a2dc4f76574266>>
 * @relayHash 854e0e100b92e7983a17dd791d2a6948
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 262aef4084bb7c713ddbd94757239874852397927dea4eb18e0f13d3ac08bf51

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SavedViewScope = "MY_ISSUES" | "PROJECT" | "WORKSPACE" | "%future added value";
export type savedViewsQuery$variables = Record<PropertyKey, never>;
export type savedViewsQuery$data = {
  readonly viewer: {
    readonly workspace: {
      readonly id: string;
      readonly viewerCanShareViews: boolean;
      readonly views: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
        readonly position: string;
        readonly scope: SavedViewScope;
        readonly shared: boolean;
        readonly viewerCanUpdate: boolean;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"SavedViews_workspace">;
    };
  };
};
export type savedViewsQuery = {
  response: savedViewsQuery$data;
  variables: savedViewsQuery$variables;
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
  "kind": "ScalarField",
  "name": "viewerCanShareViews",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "SavedView",
  "kind": "LinkedField",
  "name": "views",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
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
      "name": "shared",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scope",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanUpdate",
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
    "name": "savedViewsQuery",
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
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SavedViews_workspace"
              }
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
    "name": "savedViewsQuery",
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
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "262aef4084bb7c713ddbd94757239874852397927dea4eb18e0f13d3ac08bf51",
    "metadata": {},
    "name": "savedViewsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "397b3fda41d2687397c73642eb7a5c03";

export default node;
