/**
 * @generated SignedSource<<b11a0b90436398c795ac511eaa12bd5a>>
 * @relayHash b7397413a4fae73292ec8dfca1fbc0bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd942697387b98c30abe12221767a4c17b62283e645e34405b25352dcbdc7fde

import { ConcreteRequest } from 'relay-runtime';
export type RemoveMemberInput = {
  memberId: string;
};
export type useRemoveMemberMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RemoveMemberInput;
};
export type useRemoveMemberMutation$data = {
  readonly removeMember: {
    readonly removedMemberId: string;
  };
};
export type useRemoveMemberMutation$rawResponse = {
  readonly removeMember: {
    readonly removedMemberId: string;
  };
};
export type useRemoveMemberMutation = {
  rawResponse: useRemoveMemberMutation$rawResponse;
  response: useRemoveMemberMutation$data;
  variables: useRemoveMemberMutation$variables;
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
  "name": "removedMemberId",
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
    "name": "useRemoveMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RemoveMemberPayload",
        "kind": "LinkedField",
        "name": "removeMember",
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
    "name": "useRemoveMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RemoveMemberPayload",
        "kind": "LinkedField",
        "name": "removeMember",
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
            "name": "removedMemberId",
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
    "id": "dd942697387b98c30abe12221767a4c17b62283e645e34405b25352dcbdc7fde",
    "metadata": {},
    "name": "useRemoveMemberMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8fe3c8f800bddad6f5ae24af57c9327f";

export default node;
