/**
 * @generated SignedSource<<fc6f4d1db37a52dad22bae1d336bec45>>
 * @relayHash 4ebfd90a4d37653e0b3418a968653c97
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e2189f3751e5acd9c6f06e456f22879f5ae22e1d5940b3e0570d4792d50aa86f

import { ConcreteRequest } from 'relay-runtime';
export type DeleteWebhookEndpointInput = {
  id: string;
};
export type useDeleteWebhookEndpointMutation$variables = {
  input: DeleteWebhookEndpointInput;
};
export type useDeleteWebhookEndpointMutation$data = {
  readonly deleteWebhookEndpoint: {
    readonly deletedEndpointId: string;
    readonly workspace: {
      readonly id: string;
      readonly webhookEndpoints: ReadonlyArray<{
        readonly id: string;
      }> | null | undefined;
    };
  };
};
export type useDeleteWebhookEndpointMutation = {
  response: useDeleteWebhookEndpointMutation$data;
  variables: useDeleteWebhookEndpointMutation$variables;
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
  "name": "deletedEndpointId",
  "storageKey": null
},
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
  "concreteType": "Workspace",
  "kind": "LinkedField",
  "name": "workspace",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "WebhookEndpoint",
      "kind": "LinkedField",
      "name": "webhookEndpoints",
      "plural": true,
      "selections": [
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteWebhookEndpointMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteWebhookEndpointPayload",
        "kind": "LinkedField",
        "name": "deleteWebhookEndpoint",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteWebhookEndpointMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteWebhookEndpointPayload",
        "kind": "LinkedField",
        "name": "deleteWebhookEndpoint",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedEndpointId"
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e2189f3751e5acd9c6f06e456f22879f5ae22e1d5940b3e0570d4792d50aa86f",
    "metadata": {},
    "name": "useDeleteWebhookEndpointMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6936ee03536a13d7493ffc06f868de86";

export default node;
