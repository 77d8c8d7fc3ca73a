/**
 * @generated SignedSource<<04d7ee8eb2890074e34e7dd42760dafc>>
 * @relayHash a1be93510f18fb250921fc21c10c34d3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 979d2a7aa0ba9c75798f8a9df7eea84f1fc978854a98af6905d1fb7c037d934e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CycleEventKind = "CREATED" | "DELETED" | "ISSUES_CHANGED" | "UPDATED" | "%future added value";
export type useCycleEventsSubscription$variables = Record<PropertyKey, never>;
export type useCycleEventsSubscription$data = {
  readonly cycleEvents: {
    readonly cycle: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"BurnUpChart_cycle" | "CycleRow_cycle">;
    } | null | undefined;
    readonly deletedCycleId: string | null | undefined;
    readonly kind: CycleEventKind;
  };
};
export type useCycleEventsSubscription = {
  response: useCycleEventsSubscription$data;
  variables: useCycleEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedCycleId",
  "storageKey": null
},
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCycleEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CycleEvent",
        "kind": "LinkedField",
        "name": "cycleEvents",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useCycleEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CycleEvent",
        "kind": "LinkedField",
        "name": "cycleEvents",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
    "id": "979d2a7aa0ba9c75798f8a9df7eea84f1fc978854a98af6905d1fb7c037d934e",
    "metadata": {},
    "name": "useCycleEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "96345ff6450cc25f93392765400fbab7";

export default node;
