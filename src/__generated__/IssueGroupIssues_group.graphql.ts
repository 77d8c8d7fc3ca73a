/**
 * @generated SignedSource<<8bd0bc460318ef3ea65a2f0d61c22295>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueGroupIssues_group$data = {
  readonly id: string;
  readonly issues: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly position: string;
        readonly " $fragmentSpreads": FragmentRefs<"IssueSummary_issue">;
      };
    }>;
    readonly totalCount: number;
    readonly totalEstimate: number | null | undefined;
  };
  readonly " $fragmentType": "IssueGroupIssues_group";
};
export type IssueGroupIssues_group$key = {
  readonly " $data"?: IssueGroupIssues_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueGroupIssues_group">;
};

import IssueGroupIssuesPaginationQuery_graphql from './IssueGroupIssuesPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "issues"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "assignee"
    },
    {
      "kind": "RootArgument",
      "name": "blocked"
    },
    {
      "defaultValue": 25,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "kind": "RootArgument",
      "name": "createdWithinDays"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "kind": "RootArgument",
      "name": "cycle"
    },
    {
      "kind": "RootArgument",
      "name": "dueAfter"
    },
    {
      "kind": "RootArgument",
      "name": "dueBefore"
    },
    {
      "kind": "RootArgument",
      "name": "estimateMax"
    },
    {
      "kind": "RootArgument",
      "name": "estimateMin"
    },
    {
      "kind": "RootArgument",
      "name": "estimated"
    },
    {
      "kind": "RootArgument",
      "name": "hasChildren"
    },
    {
      "kind": "RootArgument",
      "name": "hasParent"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "labelIds"
    },
    {
      "defaultValue": "POSITION",
      "kind": "LocalArgument",
      "name": "orderBy"
    },
    {
      "kind": "RootArgument",
      "name": "overdue"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "priorities"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "statuses"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "text"
    },
    {
      "kind": "RootArgument",
      "name": "updatedWithinDays"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": IssueGroupIssuesPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "IssueGroupIssues_group",
  "selections": [
    {
      "alias": "issues",
      "args": [
        {
          "fields": [
            {
              "kind": "Variable",
              "name": "assignee",
              "variableName": "assignee"
            },
            {
              "kind": "Variable",
              "name": "blocked",
              "variableName": "blocked"
            },
            {
              "kind": "Variable",
              "name": "createdWithinDays",
              "variableName": "createdWithinDays"
            },
            {
              "kind": "Variable",
              "name": "cycle",
              "variableName": "cycle"
            },
            {
              "kind": "Variable",
              "name": "dueAfter",
              "variableName": "dueAfter"
            },
            {
              "kind": "Variable",
              "name": "dueBefore",
              "variableName": "dueBefore"
            },
            {
              "kind": "Variable",
              "name": "estimateMax",
              "variableName": "estimateMax"
            },
            {
              "kind": "Variable",
              "name": "estimateMin",
              "variableName": "estimateMin"
            },
            {
              "kind": "Variable",
              "name": "estimated",
              "variableName": "estimated"
            },
            {
              "kind": "Variable",
              "name": "hasChildren",
              "variableName": "hasChildren"
            },
            {
              "kind": "Variable",
              "name": "hasParent",
              "variableName": "hasParent"
            },
            {
              "kind": "Variable",
              "name": "labelIds",
              "variableName": "labelIds"
            },
            {
              "kind": "Variable",
              "name": "overdue",
              "variableName": "overdue"
            },
            {
              "kind": "Variable",
              "name": "priorities",
              "variableName": "priorities"
            },
            {
              "kind": "Variable",
              "name": "statuses",
              "variableName": "statuses"
            },
            {
              "kind": "Variable",
              "name": "text",
              "variableName": "text"
            },
            {
              "kind": "Variable",
              "name": "updatedWithinDays",
              "variableName": "updatedWithinDays"
            }
          ],
          "kind": "ObjectValue",
          "name": "filter"
        },
        {
          "kind": "Variable",
          "name": "orderBy",
          "variableName": "orderBy"
        }
      ],
      "concreteType": "IssueConnection",
      "kind": "LinkedField",
      "name": "__IssueGroupIssues_issues_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalEstimate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "IssueEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Issue",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "position",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "IssueSummary_issue"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "kind": "ClientExtension",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__id",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "IssueGroup",
  "abstractKey": null
};
})();

(node as any).hash = "225283dbe9a376bc3970d823ed38840f";

export default node;
