/**
 * @generated SignedSource<<d6b074f27160f4437586e55e2e2ad904>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "b03c8d41b5d4557916cf2130fe26204c",
    "id": null,
    "metadata": {},
    "name": "useArchiveProjectMutation",
    "operationKind": "mutation",
    "text": "mutation useArchiveProjectMutation(\n  $input: ArchiveProjectInput!\n) {\n  archiveProject(input: $input) {\n    archivedProjectId\n    project {\n      id\n      archivedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a62ca77ff4b034c051b5907ba057db83";

export default node;
