/**
 * @generated SignedSource<<8a370a41a219d7b649895949089c8f73>>
 * @relayHash b03c8d41b5d4557916cf2130fe26204c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d2ed65992814d8560b5d6d603ad58b44a285c58fd48a771e0b55fc7aa88bfad2

import { ConcreteRequest } from 'relay-runtime';
export type ArchiveProjectInput = {
  id: string;
};
export type useArchiveProjectMutation$variables = {
  input: ArchiveProjectInput;
};
export type useArchiveProjectMutation$data = {
  readonly archiveProject: {
    readonly archivedProjectId: string;
    readonly project: {
      readonly archivedAt: string | null | undefined;
      readonly id: string;
    };
  };
};
export type useArchiveProjectMutation$rawResponse = {
  readonly archiveProject: {
    readonly archivedProjectId: string;
    readonly project: {
      readonly archivedAt: string | null | undefined;
      readonly id: string;
    };
  };
};
export type useArchiveProjectMutation = {
  rawResponse: useArchiveProjectMutation$rawResponse;
  response: useArchiveProjectMutation$data;
  variables: useArchiveProjectMutation$variables;
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
    "concreteType": "ArchiveProjectPayload",
    "kind": "LinkedField",
    "name": "archiveProject",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "archivedProjectId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
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
            "name": "archivedAt",
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
    "name": "useArchiveProjectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useArchiveProjectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d2ed65992814d8560b5d6d603ad58b44a285c58fd48a771e0b55fc7aa88bfad2",
    "metadata": {},
    "name": "useArchiveProjectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "851ac173d6eda7c064422e956da8af66";

export default node;
