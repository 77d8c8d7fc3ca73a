/**
 * @generated SignedSource<<d6a681b2a8c4b86233363782b4f43a39>>
 * @relayHash e5c67bef835331d432e81599c80e80fa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c04d8337150b7e536d3820979b29ede523d6608f60d9a9eb606850b9b8a4e98

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SavedViewEventKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type savedViewsEventsSubscription$variables = Record<PropertyKey, never>;
export type savedViewsEventsSubscription$data = {
  readonly viewEvents: {
    readonly deletedViewId: string | null | undefined;
    readonly kind: SavedViewEventKind;
    readonly workspace: {
      readonly " $fragmentSpreads": FragmentRefs<"SavedViews_workspace">;
    };
  };
};
export type savedViewsEventsSubscription = {
  response: savedViewsEventsSubscription$data;
  variables: savedViewsEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedViewId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "savedViewsEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SavedViewEvent",
        "kind": "LinkedField",
        "name": "viewEvents",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
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
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "savedViewsEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SavedViewEvent",
        "kind": "LinkedField",
        "name": "viewEvents",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanShareViews",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedView",
                "kind": "LinkedField",
                "name": "views",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9c04d8337150b7e536d3820979b29ede523d6608f60d9a9eb606850b9b8a4e98",
    "metadata": {},
    "name": "savedViewsEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "411540ef6b6c951097b64df4d09f12a0";

export default node;
