/**
 * @generated SignedSource<<2dcb45f314d9cc510cb457e6dfa2bf8d>>
 * @relayHash 26ebe3f4d8e9ce155dbf5cb85f15612e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69ce6fe5c25c1ecf890bb71b55501c6550a74d0b12a3091c5dcbf005c9eaadf2

import { ConcreteRequest } from 'relay-runtime';
export type EmbeddedAttachmentQuery$variables = {
  id: string;
};
export type EmbeddedAttachmentQuery$data = {
  readonly node: {
    readonly isImage?: boolean;
    readonly name?: string;
    readonly url?: string;
  } | null | undefined;
};
export type EmbeddedAttachmentQuery = {
  response: EmbeddedAttachmentQuery$data;
  variables: EmbeddedAttachmentQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isImage",
      "storageKey": null
    }
  ],
  "type": "Attachment",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EmbeddedAttachmentQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmbeddedAttachmentQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "69ce6fe5c25c1ecf890bb71b55501c6550a74d0b12a3091c5dcbf005c9eaadf2",
    "metadata": {},
    "name": "EmbeddedAttachmentQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0068fab4b7a9b926623fbc7f67be686f";

export default node;
