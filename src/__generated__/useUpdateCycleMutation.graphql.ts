/**
 * @generated SignedSource<<e5610bd6ea5d370711ba46df90671e76>>
 * @relayHash 354869a16b015d4617d3d1eeac6e884a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff85b2e9a4c37cb1f72564cd4802193b452ff7c30f87713ccff8fa765c4ca73f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateCycleInput = {
  endsOn?: any | null | undefined;
  id: string;
  name?: string | null | undefined;
  startsOn?: any | null | undefined;
};
export type useUpdateCycleMutation$variables = {
  input: UpdateCycleInput;
};
export type useUpdateCycleMutation$data = {
  readonly updateCycle: {
    readonly cycle: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"BurnUpChart_cycle" | "CycleRow_cycle">;
    };
  };
};
export type useUpdateCycleMutation = {
  response: useUpdateCycleMutation$data;
  variables: useUpdateCycleMutation$variables;
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
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "issueCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "estimate",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateCycleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateCyclePayload",
        "kind": "LinkedField",
        "name": "updateCycle",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Cycle",
            "kind": "LinkedField",
            "name": "cycle",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CycleRow_cycle"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BurnUpChart_cycle"
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
    "name": "useUpdateCycleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateCyclePayload",
        "kind": "LinkedField",
        "name": "updateCycle",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Cycle",
            "kind": "LinkedField",
            "name": "cycle",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "number",
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
                "name": "startsOn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endsOn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CycleFigures",
                "kind": "LinkedField",
                "name": "scope",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CycleFigures",
                "kind": "LinkedField",
                "name": "completed",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CycleBurnUp",
                "kind": "LinkedField",
                "name": "burnUp",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CycleBurnUpDay",
                    "kind": "LinkedField",
                    "name": "days",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "date",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "scope",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "completed",
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
    "id": "ff85b2e9a4c37cb1f72564cd4802193b452ff7c30f87713ccff8fa765c4ca73f",
    "metadata": {},
    "name": "useUpdateCycleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "37aadb674d25c90eb2a32b081046c968";

export default node;
