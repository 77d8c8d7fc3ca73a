/**
 * @generated SignedSource<<ef2c6be18ca7d40beb8d305919b0bab5>>
 * @relayHash 8a616a5bcb2511fa6244901a5d3d39e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a058956e3bfaadfd436268bea7575918d977a739de9183cf9d4242c6b44c971

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MoveViewInput = {
  afterId?: string | null | undefined;
  beforeId?: string | null | undefined;
  id: string;
};
export type viewMutationsMoveMutation$variables = {
  input: MoveViewInput;
};
export type viewMutationsMoveMutation$data = {
  readonly moveView: {
    readonly workspace: {
      readonly " $fragmentSpreads": FragmentRefs<"SavedViews_workspace">;
    };
  };
};
export type viewMutationsMoveMutation = {
  response: viewMutationsMoveMutation$data;
  variables: viewMutationsMoveMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "viewMutationsMoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MoveViewPayload",
        "kind": "LinkedField",
        "name": "moveView",
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "viewMutationsMoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MoveViewPayload",
        "kind": "LinkedField",
        "name": "moveView",
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
    "id": "4a058956e3bfaadfd436268bea7575918d977a739de9183cf9d4242c6b44c971",
    "metadata": {},
    "name": "viewMutationsMoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "877b038274dbd0120811bb45a0499827";

export default node;
