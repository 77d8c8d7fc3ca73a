/**
 * @generated SignedSource<<5f7d5c363355777e11ae91969e612859>>
 * @relayHash 3a764f9c2daf249d7a6791d61a42a3cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94028f55a05fb83292244a1b66b8fee7290b9c4fa374e27891a71631a100d161

import { ConcreteRequest } from 'relay-runtime';
export type UpdateCycleSettingsInput = {
  rollover: boolean;
};
export type useUpdateCycleSettingsMutation$variables = {
  input: UpdateCycleSettingsInput;
};
export type useUpdateCycleSettingsMutation$data = {
  readonly updateCycleSettings: {
    readonly workspace: {
      readonly cycleRollover: boolean;
      readonly id: string;
    };
  };
};
export type useUpdateCycleSettingsMutation$rawResponse = {
  readonly updateCycleSettings: {
    readonly workspace: {
      readonly cycleRollover: boolean;
      readonly id: string;
    };
  };
};
export type useUpdateCycleSettingsMutation = {
  rawResponse: useUpdateCycleSettingsMutation$rawResponse;
  response: useUpdateCycleSettingsMutation$data;
  variables: useUpdateCycleSettingsMutation$variables;
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
    "concreteType": "UpdateCycleSettingsPayload",
    "kind": "LinkedField",
    "name": "updateCycleSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Workspace",
        "kind": "LinkedField",
        "name": "workspace",
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
            "name": "cycleRollover",
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
    "name": "useUpdateCycleSettingsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateCycleSettingsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "94028f55a05fb83292244a1b66b8fee7290b9c4fa374e27891a71631a100d161",
    "metadata": {},
    "name": "useUpdateCycleSettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "45eeb083c5bdfc0fb041cb842910a280";

export default node;
