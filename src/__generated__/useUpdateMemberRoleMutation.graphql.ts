/**
 * @generated SignedSource<<b3a1a620a6a947a1377da167cc23b2fb>>
 * @relayHash 011b1c4728b0231c2d992a81b092b94e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e816f18dfcef4216207ab321be6b07c1defcafa9f8fc52006327cb8202ab733

import { ConcreteRequest } from 'relay-runtime';
export type UpdateMemberRoleInput = {
  memberId: string;
  role: string;
};
export type useUpdateMemberRoleMutation$variables = {
  input: UpdateMemberRoleInput;
};
export type useUpdateMemberRoleMutation$data = {
  readonly updateMemberRole: {
    readonly member: {
      readonly id: string;
      readonly role: string;
    };
  };
};
export type useUpdateMemberRoleMutation$rawResponse = {
  readonly updateMemberRole: {
    readonly member: {
      readonly id: string;
      readonly role: string;
    };
  };
};
export type useUpdateMemberRoleMutation = {
  rawResponse: useUpdateMemberRoleMutation$rawResponse;
  response: useUpdateMemberRoleMutation$data;
  variables: useUpdateMemberRoleMutation$variables;
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
    "concreteType": "UpdateMemberRolePayload",
    "kind": "LinkedField",
    "name": "updateMemberRole",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "member",
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
            "name": "role",
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
    "name": "useUpdateMemberRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateMemberRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9e816f18dfcef4216207ab321be6b07c1defcafa9f8fc52006327cb8202ab733",
    "metadata": {},
    "name": "useUpdateMemberRoleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6b8b4b8329ef881499acd7f497676414";

export default node;
