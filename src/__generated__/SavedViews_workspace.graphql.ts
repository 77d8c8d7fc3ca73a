/**
 * @generated SignedSource<<130a6488a6c45244edf25497dcdd38c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SavedViewScope = "MY_ISSUES" | "PROJECT" | "WORKSPACE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SavedViews_workspace$data = {
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
  readonly " $fragmentType": "SavedViews_workspace";
};
export type SavedViews_workspace$key = {
  readonly " $data"?: SavedViews_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"SavedViews_workspace">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SavedViews_workspace",
  "selections": [
    (v0/*:: as any*/),
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
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};
})();

(node as any).hash = "d79748d8155ebb4edc786249bd2439b5";

export default node;
