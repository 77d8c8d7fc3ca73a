/**
 * @generated SignedSource<<85372f440694255ceb4a5121c9339670>>
 * @relayHash f3c596d21dd4f68efbf0afc20ed0dd6a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a1580a9b970f2278152daa8965fda9923062b8344cc744f68ab99250892be739

import { ConcreteRequest } from 'relay-runtime';
export type InviteMemberInput = {
  email: string;
  role: string;
};
export type useInviteMemberMutation$variables = {
  connections: ReadonlyArray<string>;
  input: InviteMemberInput;
};
export type useInviteMemberMutation$data = {
  readonly inviteMember: {
    readonly invitationEdge: {
      readonly cursor: string;
      readonly node: {
        readonly email: string;
        readonly id: string;
        readonly invitedBy: {
          readonly id: string;
          readonly name: string;
        } | null | undefined;
        readonly role: string;
      };
    };
  };
};
export type useInviteMemberMutation$rawResponse = {
  readonly inviteMember: {
    readonly invitationEdge: {
      readonly cursor: string;
      readonly node: {
        readonly email: string;
        readonly id: string;
        readonly invitedBy: {
          readonly id: string;
          readonly name: string;
        } | null | undefined;
        readonly role: string;
      };
    };
  };
};
export type useInviteMemberMutation = {
  rawResponse: useInviteMemberMutation$rawResponse;
  response: useInviteMemberMutation$data;
  variables: useInviteMemberMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "InvitationEdge",
  "kind": "LinkedField",
  "name": "invitationEdge",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Invitation",
      "kind": "LinkedField",
      "name": "node",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "invitedBy",
          "plural": false,
          "selections": [
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
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
    "name": "useInviteMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "InviteMemberPayload",
        "kind": "LinkedField",
        "name": "inviteMember",
        "plural": false,
        "selections": [
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
    "name": "useInviteMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "InviteMemberPayload",
        "kind": "LinkedField",
        "name": "inviteMember",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "invitationEdge",
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
    "id": "a1580a9b970f2278152daa8965fda9923062b8344cc744f68ab99250892be739",
    "metadata": {},
    "name": "useInviteMemberMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "79ac21ef4197901d4b05aef45dfa2d0c";

export default node;
