/**
 * @generated SignedSource<<2507afb265f6419814662432e8aecddd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueDetail_workspace$data = {
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

(node as any).hash = "4b3f64579805c80f5233d5f4515d2276";

export default node;
