/**
 * @generated SignedSource<<b5512e23f6882578195da30334bb3a8e>>
 * @relayHash 77b87863a979bd69b122f4031d6678a7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ab796311032f71cbc008e6a8d1e468d6ec88a3e5f973a0105680240aa7d8dc0

import { ConcreteRequest } from 'relay-runtime';
export type ImportFormat = "CSV" | "GITHUB" | "JIRA" | "LANES" | "LINEAR" | "%future added value";
export type ImportStatus = "CANCELED" | "DONE" | "FAILED" | "PENDING" | "RUNNING" | "%future added value";
export type importJobQuery$variables = {
  id: string;
};
export type importJobQuery$data = {
  readonly importJob: {
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
  } | null | undefined;
};
export type importJobQuery = {
  response: importJobQuery$data;
  variables: importJobQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
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
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "ImportJob",
    "kind": "LinkedField",
    "name": "importJob",
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
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ImportRowNote",
        "kind": "LinkedField",
        "name": "warnings",
        "plural": true,
        "selections": (v1/*:: as any*/),
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "importJobQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "importJobQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "1ab796311032f71cbc008e6a8d1e468d6ec88a3e5f973a0105680240aa7d8dc0",
    "metadata": {},
    "name": "importJobQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4160eee48738525e99c5727b0803d4fb";

export default node;
