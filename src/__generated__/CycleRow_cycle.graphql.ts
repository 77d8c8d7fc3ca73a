/**
 * @generated SignedSource<<728aed32630f030c4d5ae7ecedd7c663>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CycleStatus = "CURRENT" | "PAST" | "UPCOMING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CycleRow_cycle$data = {
  readonly completed: {
    readonly estimate: number;
    readonly issueCount: number;
  };
  readonly endsOn: any;
  readonly id: string;
  readonly name: string | null | undefined;
  readonly number: number;
  readonly scope: {
    readonly estimate: number;
    readonly issueCount: number;
  };
  readonly startsOn: any;
  readonly status: CycleStatus;
  readonly " $fragmentType": "CycleRow_cycle";
};
export type CycleRow_cycle$key = {
  readonly " $data"?: CycleRow_cycle$data;
  readonly " $fragmentSpreads": FragmentRefs<"CycleRow_cycle">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CycleRow_cycle",
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
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CycleFigures",
      "kind": "LinkedField",
      "name": "completed",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Cycle",
  "abstractKey": null
};
})();

(node as any).hash = "1ae384d36b3e54decd4a890f5f6857e9";

export default node;
