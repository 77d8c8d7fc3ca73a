/**
 * @generated SignedSource<<74cd0398aac591bce46236efc61080ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LabelRow_label$data = {
  readonly color: string;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "LabelRow_label";
};
export type LabelRow_label$key = {
  readonly " $data"?: LabelRow_label$data;
  readonly " $fragmentSpreads": FragmentRefs<"LabelRow_label">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LabelRow_label",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "color",
      "storageKey": null
    }
  ],
  "type": "Label",
  "abstractKey": null
};

(node as any).hash = "77d5290b9ed57e3d06dea73dfa16ebc1";

export default node;
