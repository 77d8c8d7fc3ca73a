/**
 * @generated SignedSource<<453526c1710ca79007a6784958b73ff5>>
 * @relayHash 2a185fcc579c9b621c87c2e02e457c80
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ad647261067a0d8092d2b56f54d5692d799662dbe67bf821c6da9c9681818f9

import { ConcreteRequest } from 'relay-runtime';
export type RevokeApiKeyInput = {
  apiKeyId: string;
};
export type useRevokeApiKeyMutation$variables = {
  input: RevokeApiKeyInput;
};
export type useRevokeApiKeyMutation$data = {
  readonly revokeApiKey: {
    readonly revokedApiKeyId: string;
  };
};
export type useRevokeApiKeyMutation$rawResponse = {
  readonly revokeApiKey: {
    readonly revokedApiKeyId: string;
  };
};
export type useRevokeApiKeyMutation = {
  rawResponse: useRevokeApiKeyMutation$rawResponse;
  response: useRevokeApiKeyMutation$data;
  variables: useRevokeApiKeyMutation$variables;
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
    "concreteType": "RevokeApiKeyPayload",
    "kind": "LinkedField",
    "name": "revokeApiKey",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revokedApiKeyId",
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
    "name": "useRevokeApiKeyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevokeApiKeyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2ad647261067a0d8092d2b56f54d5692d799662dbe67bf821c6da9c9681818f9",
    "metadata": {},
    "name": "useRevokeApiKeyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "94b0bb7030ff22c95f161179cf7adeb8";

export default node;
