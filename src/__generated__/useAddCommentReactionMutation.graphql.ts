/**
 * @generated SignedSource<<02c8f424dec0059ed594d3c0f42e1f6e>>
 * @relayHash a0ee34194e158801d5b1e4cce27a74b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb5ac05b05c23ff16157e2bcd1d2b333ffb76bf2746d8b6183f9486b16501bba

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
        readonly count: number;
        readonly users: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
        }>;
        readonly viewerHasReacted: boolean;
      }>;
      readonly viewerCanReact: boolean;
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
                "kind": "ScalarField",
                "name": "viewerCanReact",
                "storageKey": null
              },
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
                    "kind": "ScalarField",
                    "name": "count",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerHasReacted",
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
    "id": "fb5ac05b05c23ff16157e2bcd1d2b333ffb76bf2746d8b6183f9486b16501bba",
    "metadata": {},
    "name": "useAddCommentReactionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f92193e91b9f7ab536e2cda6385c6d59";

export default node;
