/**
 * @generated SignedSource<<6aa664c6399cedfdc187fdf6f22bf1ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ImportFormat = "CSV" | "GITHUB" | "JIRA" | "LANES" | "LINEAR" | "%future added value";
export type ImportStatus = "CANCELED" | "DONE" | "FAILED" | "PENDING" | "RUNNING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type importJob_fields$data = {
  readonly created: number;
  readonly done: number;
  readonly error: string | null | undefined;
  readonly format: ImportFormat;
  readonly id: string;
  readonly skipped: ReadonlyArray<{
    readonly message: string;
    readonly row: number;
  }>;
  readonly status: ImportStatus;
  readonly total: number;
  readonly viewerCanCancel: boolean;
  readonly warnings: ReadonlyArray<{
    readonly message: string;
    readonly row: number;
  }>;
  readonly " $fragmentType": "importJob_fields";
};
export type importJob_fields$key = {
  readonly " $data"?: importJob_fields$data;
  readonly " $fragmentSpreads": FragmentRefs<"importJob_fields">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "row",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "importJob_fields",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "format",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "done",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "created",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ImportRowNote",
      "kind": "LinkedField",
      "name": "skipped",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ImportRowNote",
      "kind": "LinkedField",
      "name": "warnings",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "error",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanCancel",
      "storageKey": null
    }
  ],
  "type": "ImportJob",
  "abstractKey": null
};
})();

(node as any).hash = "fdf9ac861f3caf393289fcfc0de55166";

export default node;
