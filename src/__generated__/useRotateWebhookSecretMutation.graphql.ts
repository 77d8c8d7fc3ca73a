/**
 * @generated SignedSource<<3000bc3dd1380a26292c297338188076>>
 * @relayHash f4cbfe1dcc89a2549278bdc5bda63dc4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6316979850ea79bcf0dfd01f946861b60cd22fa0bdb647d6d4bc34df0125baa7

import { ConcreteRequest } from 'relay-runtime';
export type RotateWebhookSecretInput = {
  id: string;
};
export type useRotateWebhookSecretMutation$variables = {
  input: RotateWebhookSecretInput;
};
export type useRotateWebhookSecretMutation$data = {
  readonly rotateWebhookSecret: {
    readonly endpoint: {
      readonly id: string;
      readonly previousSecretExpiresAt: string | null | undefined;
      readonly secret: string;
    };
  };
};
export type useRotateWebhookSecretMutation = {
  response: useRotateWebhookSecretMutation$data;
  variables: useRotateWebhookSecretMutation$variables;
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
    "concreteType": "RotateWebhookSecretPayload",
    "kind": "LinkedField",
    "name": "rotateWebhookSecret",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WebhookEndpoint",
        "kind": "LinkedField",
        "name": "endpoint",
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
            "name": "secret",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "previousSecretExpiresAt",
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
    "name": "useRotateWebhookSecretMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRotateWebhookSecretMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6316979850ea79bcf0dfd01f946861b60cd22fa0bdb647d6d4bc34df0125baa7",
    "metadata": {},
    "name": "useRotateWebhookSecretMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7c73c68362090dd21fd340d83188d081";

export default node;
