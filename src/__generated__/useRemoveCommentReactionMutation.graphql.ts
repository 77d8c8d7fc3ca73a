/**
 * @generated SignedSource<<54e7aca2877e64adc173cb7ed72e0baf>>
 * @relayHash e32f921bc25f5681273699e92e9eff51
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e9cc59987492112db51d90312fea4bd4ca49b59cf57bbfbd9da78e96f61f9a1

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReactionContent = "CONFUSED" | "EYES" | "HEART" | "HOORAY" | "LAUGH" | "ROCKET" | "THUMBS_DOWN" | "THUMBS_UP" | "%future added value";
export type RemoveCommentReactionInput = {
  commentId: string;
  content: ReactionContent;
};
export type useRemoveCommentReactionMutation$variables = {
  input: RemoveCommentReactionInput;
};
export type useRemoveCommentReactionMutation$data = {
  readonly removeCommentReaction: {
    readonly comment: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ReactionBar_comment">;
    };
  };
};
export type useRemoveCommentReactionMutation$rawResponse = {
  readonly removeCommentReaction: {
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
export type useRemoveCommentReactionMutation = {
  rawResponse: useRemoveCommentReactionMutation$rawResponse;
  response: useRemoveCommentReactionMutation$data;
  variables: useRemoveCommentReactionMutation$variables;
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
    "name": "useRemoveCommentReactionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RemoveCommentReactionPayload",
        "kind": "LinkedField",
        "name": "removeCommentReaction",
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
    "name": "useRemoveCommentReactionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RemoveCommentReactionPayload",
        "kind": "LinkedField",
        "name": "removeCommentReaction",
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
    "id": "0e9cc59987492112db51d90312fea4bd4ca49b59cf57bbfbd9da78e96f61f9a1",
    "metadata": {},
    "name": "useRemoveCommentReactionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9dac9a205d6260ca308152085cd4b606";

export default node;
