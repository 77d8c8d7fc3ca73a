/**
 * @generated SignedSource<<9d492e9334dee7ec18dfdb11cc195478>>
 * @relayHash f075c6ea5fb18e8b497f40d54a4e87ad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a808fbbef7e6e517b6d6d85fbf9b62dabaa71d6bc57b27260699690dce4da66c

import { ConcreteRequest } from 'relay-runtime';
export type DeleteCycleInput = {
  id: string;
};
export type useDeleteCycleMutation$variables = {
  input: DeleteCycleInput;
};
export type useDeleteCycleMutation$data = {
  readonly deleteCycle: {
    readonly deletedCycleId: string;
  };
};
export type useDeleteCycleMutation = {
  response: useDeleteCycleMutation$data;
  variables: useDeleteCycleMutation$variables;
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
    "concreteType": "DeleteCyclePayload",
    "kind": "LinkedField",
    "name": "deleteCycle",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedCycleId",
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
    "name": "useDeleteCycleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteCycleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a808fbbef7e6e517b6d6d85fbf9b62dabaa71d6bc57b27260699690dce4da66c",
    "metadata": {},
    "name": "useDeleteCycleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8ece9bec27c442e6f80f9ca97118cc64";

export default node;
