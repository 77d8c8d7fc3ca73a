/**
 * @generated SignedSource<<c346b20e8204062903e882678a961094>>
 * @relayHash 9d5a228cd0374984bd407b9017b419b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bbb0b326d6cd798d5abf5b25ec478ba111dfb957159eeee9b25333a49a27bbab

import { ConcreteRequest } from 'relay-runtime';
export type ImportFormat = "CSV" | "GITHUB" | "JIRA" | "LANES" | "LINEAR" | "%future added value";
export type ImportStatus = "CANCELED" | "DONE" | "FAILED" | "PENDING" | "RUNNING" | "%future added value";
export type StartImportInput = {
  content: string;
  fileName?: string | null | undefined;
  format?: ImportFormat | null | undefined;
  mapping?: ReadonlyArray<ImportColumnInput> | null | undefined;
  projectId: string;
};
export type ImportColumnInput = {
  column: string;
  field: string;
};
export type importJobStartMutation$variables = {
  input: StartImportInput;
};
export type importJobStartMutation$data = {
  readonly startImport: {
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
    };
  };
};
export type importJobStartMutation = {
  response: importJobStartMutation$data;
  variables: importJobStartMutation$variables;
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "StartImportPayload",
    "kind": "LinkedField",
    "name": "startImport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "importJobStartMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "importJobStartMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "bbb0b326d6cd798d5abf5b25ec478ba111dfb957159eeee9b25333a49a27bbab",
    "metadata": {},
    "name": "importJobStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "df3f4edb85ab5f58e81c96eaae0b88cc";

export default node;
