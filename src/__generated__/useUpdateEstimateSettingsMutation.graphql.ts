/**
 * @generated SignedSource<<019f681ee023a895717e8026a114b59b>>
 * @relayHash 338b82356847bec623b7ce384812d1d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9cf167bb1049d1390a43e4fd143c7247bdd85a95c85016bb62ab6c2f07a9c23e

import { ConcreteRequest } from 'relay-runtime';
export type EstimateScale = "NONE" | "POINTS" | "TSHIRT" | "%future added value";
export type UpdateEstimateSettingsInput = {
  scale: EstimateScale;
};
export type useUpdateEstimateSettingsMutation$variables = {
  input: UpdateEstimateSettingsInput;
};
export type useUpdateEstimateSettingsMutation$data = {
  readonly updateEstimateSettings: {
    readonly workspace: {
      readonly estimateScale: EstimateScale;
      readonly id: string;
    };
  };
};
export type useUpdateEstimateSettingsMutation$rawResponse = {
  readonly updateEstimateSettings: {
    readonly workspace: {
      readonly estimateScale: EstimateScale;
      readonly id: string;
    };
  };
};
export type useUpdateEstimateSettingsMutation = {
  rawResponse: useUpdateEstimateSettingsMutation$rawResponse;
  response: useUpdateEstimateSettingsMutation$data;
  variables: useUpdateEstimateSettingsMutation$variables;
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
    "concreteType": "UpdateEstimateSettingsPayload",
    "kind": "LinkedField",
    "name": "updateEstimateSettings",
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
            "name": "estimateScale",
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
    "name": "useUpdateEstimateSettingsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateEstimateSettingsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9cf167bb1049d1390a43e4fd143c7247bdd85a95c85016bb62ab6c2f07a9c23e",
    "metadata": {},
    "name": "useUpdateEstimateSettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "406bcc023336ff3be6434337b13ddfbc";

export default node;
