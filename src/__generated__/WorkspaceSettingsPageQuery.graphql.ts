/**
 * @generated SignedSource<<d48d7794d1c6e42fff7c7c04ad0eae2e>>
 * @relayHash 2a5ecba8b86ddc6a98f60d0d45a94f78
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7278af9233ed5951c231a5569957bd65f9fc853136fdf7a3de7861db5a6461c3

import { ConcreteRequest } from 'relay-runtime';
export type EstimateScale = "NONE" | "POINTS" | "TSHIRT" | "%future added value";
export type WorkspaceSettingsPageQuery$variables = Record<PropertyKey, never>;
export type WorkspaceSettingsPageQuery$data = {
  readonly viewer: {
    readonly workspace: {
      readonly estimateScale: EstimateScale;
      readonly id: string;
      readonly name: string;
      readonly viewerCanManageEstimates: boolean;
    };
  };
};
export type WorkspaceSettingsPageQuery = {
  response: WorkspaceSettingsPageQuery$data;
  variables: WorkspaceSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
            "name": "estimateScale",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanManageEstimates",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkspaceSettingsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WorkspaceSettingsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "7278af9233ed5951c231a5569957bd65f9fc853136fdf7a3de7861db5a6461c3",
    "metadata": {},
    "name": "WorkspaceSettingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e1c2ae6f344d6dc49d51e1faab7f23f1";

export default node;
