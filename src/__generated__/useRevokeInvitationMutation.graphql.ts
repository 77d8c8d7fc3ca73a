/**
 * @generated SignedSource<<7b949679995d6373055272debf8dec9f>>
 * @relayHash f9bf3b2609926d9f5ed650e0c8685e95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 82bbc0f38b431cfae30acf79c4c538dd605169abb72ced46414ade6eb7edeb96

import { ConcreteRequest } from 'relay-runtime';
export type RevokeInvitationInput = {
  id: string;
};
export type useRevokeInvitationMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RevokeInvitationInput;
};
export type useRevokeInvitationMutation$data = {
  readonly revokeInvitation: {
    readonly revokedInvitationId: string;
  };
};
export type useRevokeInvitationMutation$rawResponse = {
  readonly revokeInvitation: {
    readonly revokedInvitationId: string;
  };
};
export type useRevokeInvitationMutation = {
  rawResponse: useRevokeInvitationMutation$rawResponse;
  response: useRevokeInvitationMutation$data;
  variables: useRevokeInvitationMutation$variables;
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
  "name": "revokedInvitationId",
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
    "name": "useRevokeInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RevokeInvitationPayload",
        "kind": "LinkedField",
        "name": "revokeInvitation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
    "name": "useRevokeInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RevokeInvitationPayload",
        "kind": "LinkedField",
        "name": "revokeInvitation",
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
            "name": "revokedInvitationId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "82bbc0f38b431cfae30acf79c4c538dd605169abb72ced46414ade6eb7edeb96",
    "metadata": {},
    "name": "useRevokeInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b0236acf5f1420fc5bdba7aa37f69d83";

export default node;
