/**
 * @generated SignedSource<<2142066a1ef4611e04b684fba6c2f20d>>
 * @relayHash 2e09796a3875ad0aa6d2a8fb94a705e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8807d175d3b47e5f4b1732c33f966755ee531fac5fea70b7df7587087456e412

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReactionContent = "CONFUSED" | "EYES" | "HEART" | "HOORAY" | "LAUGH" | "ROCKET" | "THUMBS_DOWN" | "THUMBS_UP" | "%future added value";
export type AddCommentReactionInput = {
  commentId: string;
  content: ReactionContent;
};
export type useAddCommentReactionMutation$variables = {
  input: AddCommentReactionInput;
};
export type useAddCommentReactionMutation$data = {
  readonly addCommentReaction: {
    readonly comment: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ReactionBar_comment">;
    };
  };
};
export type useAddCommentReactionMutation$rawResponse = {
  readonly addCommentReaction: {
    readonly comment: {
      readonly id: string;
      readonly reactions: ReadonlyArray<{
        readonly content: ReactionContent;
        readonly users: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
        }>;
      }>;
    };
  };
};
export type useAddCommentReactionMutation = {
  rawResponse: useAddCommentReactionMutation$rawResponse;
  response: useAddCommentReactionMutation$data;
  variables: useAddCommentReactionMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAddCommentReactionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AddCommentReactionPayload",
        "kind": "LinkedField",
        "name": "addCommentReaction",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Comment",
            "kind": "LinkedField",
            "name": "comment",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReactionBar_comment"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddCommentReactionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AddCommentReactionPayload",
        "kind": "LinkedField",
        "name": "addCommentReaction",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Comment",
            "kind": "LinkedField",
            "name": "comment",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ReactionGroup",
                "kind": "LinkedField",
                "name": "reactions",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "content",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "users",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8807d175d3b47e5f4b1732c33f966755ee531fac5fea70b7df7587087456e412",
    "metadata": {},
    "name": "useAddCommentReactionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f92193e91b9f7ab536e2cda6385c6d59";

export default node;
