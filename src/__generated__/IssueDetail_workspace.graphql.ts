/**
 * @generated SignedSource<<b82ae4ee40f982a03642bdab62b958ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EstimateScale = "NONE" | "POINTS" | "TSHIRT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type IssueDetail_workspace$data = {
  readonly estimateScale: EstimateScale;
  readonly members: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly user: {
          readonly id: string;
          readonly imageUrl: string | null | undefined;
          readonly name: string;
        };
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"AssigneePicker_workspace" | "LabelPicker_workspace">;
  readonly " $fragmentType": "IssueDetail_workspace";
};
export type IssueDetail_workspace$key = {
  readonly " $data"?: IssueDetail_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueDetail_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueDetail_workspace",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "estimateScale",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AssigneePicker_workspace"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LabelPicker_workspace"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "MemberConnection",
      "kind": "LinkedField",
      "name": "members",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MemberEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Member",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "user",
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
                      "name": "name",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "imageUrl",
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
      "storageKey": "members(first:100)"
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "bf581834f00f4f272b2ef59176f3ccd5";

export default node;
