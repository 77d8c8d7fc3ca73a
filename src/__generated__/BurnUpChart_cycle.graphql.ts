/**
 * @generated SignedSource<<7d2515e452299c4451b8e2a6451426f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CycleBurnUpUnit = "ISSUES" | "POINTS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BurnUpChart_cycle$data = {
  readonly burnUp: {
    readonly days: ReadonlyArray<{
      readonly completed: number | null | undefined;
      readonly date: any;
      readonly scope: number | null | undefined;
    }>;
    readonly unit: CycleBurnUpUnit;
  };
  readonly number: number;
  readonly " $fragmentType": "BurnUpChart_cycle";
};
export type BurnUpChart_cycle$key = {
  readonly " $data"?: BurnUpChart_cycle$data;
  readonly " $fragmentSpreads": FragmentRefs<"BurnUpChart_cycle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BurnUpChart_cycle",
  "selections": [
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
  "type": "Cycle",
  "abstractKey": null
};

(node as any).hash = "7b855daa66f6aa082a167f5296789faa";

export default node;
