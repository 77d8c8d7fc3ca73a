/**
 * @generated SignedSource<<b950b9e4edcd60744498957cd5fa6373>>
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
  connections: ReadonlyArray<string>;
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
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "archivedProjectId",
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useArchiveProjectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ArchiveProjectPayload",
        "kind": "LinkedField",
        "name": "archiveProject",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useArchiveProjectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ArchiveProjectPayload",
        "kind": "LinkedField",
        "name": "archiveProject",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "archivedProjectId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
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

(node as any).hash = "a62ca77ff4b034c051b5907ba057db83";

export default node;
