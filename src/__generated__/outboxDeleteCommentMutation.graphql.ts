/**
 * @generated SignedSource<<4b956bf00ac2c9a0d408290aaabd74f8>>
 * @relayHash 94d6710dea74d24b831af14da67e156f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1187238215c5a77717fb0c38ec9f93214700e193ea753ea11af557c01406b6a4

import { ConcreteRequest } from 'relay-runtime';
export type DeleteCommentInput = {
  id: string;
};
export type outboxDeleteCommentMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteCommentInput;
};
export type outboxDeleteCommentMutation$data = {
  readonly deleteComment: {
    readonly deletedCommentId: string;
  };
};
export type outboxDeleteCommentMutation = {
  response: outboxDeleteCommentMutation$data;
  variables: outboxDeleteCommentMutation$variables;
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
  "name": "deletedCommentId",
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
    "name": "outboxDeleteCommentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteCommentPayload",
        "kind": "LinkedField",
        "name": "deleteComment",
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
    "name": "outboxDeleteCommentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteCommentPayload",
        "kind": "LinkedField",
        "name": "deleteComment",
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
            "name": "deletedCommentId",
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
    "id": "1187238215c5a77717fb0c38ec9f93214700e193ea753ea11af557c01406b6a4",
    "metadata": {},
    "name": "outboxDeleteCommentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0d61ef68f70ec346b520debb3c5767ed";

export default node;
