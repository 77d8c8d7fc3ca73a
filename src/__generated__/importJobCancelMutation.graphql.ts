/**
 * @generated SignedSource<<0ed0c1bdce96011a89a13d0860c5ff0f>>
 * @relayHash 3c6e0f92829b3f89779eddd885c2b811
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9400d42fa82843bcb99ad6e012f6e0dd214723c2b4672823fab83395d4b542bd

import { ConcreteRequest } from 'relay-runtime';
export type ImportStatus = "CANCELED" | "DONE" | "FAILED" | "PENDING" | "RUNNING" | "%future added value";
export type CancelImportInput = {
  id: string;
};
export type importJobCancelMutation$variables = {
  input: CancelImportInput;
};
export type importJobCancelMutation$data = {
  readonly cancelImport: {
    readonly importJob: {
      readonly id: string;
      readonly status: ImportStatus;
    };
  };
};
export type importJobCancelMutation = {
  response: importJobCancelMutation$data;
  variables: importJobCancelMutation$variables;
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
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CancelImportPayload",
    "kind": "LinkedField",
    "name": "cancelImport",
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
    "name": "importJobCancelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "importJobCancelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9400d42fa82843bcb99ad6e012f6e0dd214723c2b4672823fab83395d4b542bd",
    "metadata": {},
    "name": "importJobCancelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cef7ad9570479f64f5d9882f51d001de";

export default node;
