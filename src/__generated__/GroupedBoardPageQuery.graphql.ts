/**
 * @generated SignedSource<<decae6b0bc50c746fa05e143f19c1dc7>>
 * @relayHash aaf332b7df35ca461f1d92f3c5c28a23
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9fefbd934f27d62a8005242798c4be8c3d1c0e0615fc9dbf7d1ea5d6fd6cb28

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueGrouping = "ASSIGNEE" | "LABEL" | "PRIORITY" | "%future added value";
export type IssuePriority = "HIGH" | "LOW" | "MEDIUM" | "NONE" | "URGENT" | "%future added value";
export type IssueStatus = "BACKLOG" | "CANCELED" | "DONE" | "IN_PROGRESS" | "IN_REVIEW" | "TODO" | "%future added value";
export type AssigneeFilter = {
  ids?: ReadonlyArray<string> | null | undefined;
  me?: boolean | null | undefined;
  unassigned?: boolean | null | undefined;
};
export type GroupedBoardPageQuery$variables = {
  assignee?: AssigneeFilter | null | undefined;
  groupBy: IssueGrouping;
  labelIds?: ReadonlyArray<string> | null | undefined;
  priorities?: ReadonlyArray<IssuePriority> | null | undefined;
  projectKey: string;
  statuses?: ReadonlyArray<IssueStatus> | null | undefined;
  text?: string | null | undefined;
};
export type GroupedBoardPageQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly id: string;
    };
    readonly workspace: {
      readonly labels: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly id: string;
            readonly name: string;
          };
        }>;
      };
      readonly members: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly id: string;
            readonly user: {
              readonly id: string;
              readonly name: string;
            };
          };
        }>;
      };
      readonly name: string;
      readonly project: {
        readonly archivedAt: string | null | undefined;
        readonly id: string;
        readonly issuesSnapshotSeq: number;
        readonly key: string;
        readonly name: string;
        readonly viewerCanArchive: boolean;
        readonly viewerCanCreateIssue: boolean;
        readonly viewerCanUpdateIssues: boolean;
        readonly " $fragmentSpreads": FragmentRefs<"BoardLanes_project">;
      } | null | undefined;
      readonly slug: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"BulkEditBar_workspace">;
    };
  };
};
export type GroupedBoardPageQuery = {
  response: GroupedBoardPageQuery$data;
  variables: GroupedBoardPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "assignee"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groupBy"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "labelIds"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "priorities"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "projectKey"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "statuses"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "text"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": [
    (v7/*:: as any*/)
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v11 = [
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "projectKey"
  }
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanCreateIssue",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanUpdateIssues",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "issuesSnapshotSeq",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "archivedAt",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanArchive",
  "storageKey": null
},
v18 = {
  "kind": "Variable",
  "name": "assignee",
  "variableName": "assignee"
},
v19 = {
  "kind": "Variable",
  "name": "by",
  "variableName": "groupBy"
},
v20 = {
  "kind": "Variable",
  "name": "labelIds",
  "variableName": "labelIds"
},
v21 = {
  "kind": "Variable",
  "name": "priorities",
  "variableName": "priorities"
},
v22 = {
  "kind": "Variable",
  "name": "statuses",
  "variableName": "statuses"
},
v23 = {
  "kind": "Variable",
  "name": "text",
  "variableName": "text"
},
v24 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v25 = [
  (v7/*:: as any*/),
  (v9/*:: as any*/)
],
v26 = {
  "alias": null,
  "args": (v24/*:: as any*/),
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
            (v7/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "user",
              "plural": false,
              "selections": (v25/*:: as any*/),
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
},
v27 = {
  "alias": null,
  "args": (v24/*:: as any*/),
  "concreteType": "LabelConnection",
  "kind": "LinkedField",
  "name": "labels",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LabelEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Label",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": (v25/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "labels(first:100)"
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priority",
  "storageKey": null
},
v29 = [
  (v7/*:: as any*/),
  (v9/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "color",
    "storageKey": null
  }
],
v30 = [
  {
    "fields": [
      (v18/*:: as any*/),
      (v20/*:: as any*/),
      (v21/*:: as any*/),
      {
        "kind": "Literal",
        "name": "statuses",
        "value": null
      },
      (v23/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 25
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": "POSITION"
  }
],
v31 = [
  {
    "alias": null,
    "args": (v30/*:: as any*/),
    "concreteType": "IssueConnection",
    "kind": "LinkedField",
    "name": "issues",
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
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "position",
                "storageKey": null
              },
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              (v28/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dueDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "estimate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanUpdate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "assignee",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "imageUrl",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Label",
                "kind": "LinkedField",
                "name": "labels",
                "plural": true,
                "selections": (v29/*:: as any*/),
                "storageKey": null
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
  {
    "alias": null,
    "args": (v30/*:: as any*/),
    "filters": [
      "filter",
      "orderBy"
    ],
    "handle": "connection",
    "key": "IssueGroupIssues_issues",
    "kind": "LinkedHandle",
    "name": "issues"
  },
  (v7/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "GroupedBoardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": (v11/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v12/*:: as any*/),
                  (v9/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "args": [
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v22/*:: as any*/),
                      (v23/*:: as any*/)
                    ],
                    "kind": "FragmentSpread",
                    "name": "BoardLanes_project"
                  }
                ],
                "storageKey": null
              },
              (v26/*:: as any*/),
              (v27/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BulkEditBar_workspace"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "GroupedBoardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": (v11/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v12/*:: as any*/),
                  (v9/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": [
                      (v19/*:: as any*/),
                      {
                        "fields": [
                          (v18/*:: as any*/),
                          (v20/*:: as any*/),
                          (v21/*:: as any*/),
                          (v22/*:: as any*/),
                          (v23/*:: as any*/)
                        ],
                        "kind": "ObjectValue",
                        "name": "filter"
                      }
                    ],
                    "concreteType": "IssueGroup",
                    "kind": "LinkedField",
                    "name": "issueGroups",
                    "plural": true,
                    "selections": [
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "by",
                        "storageKey": null
                      },
                      (v28/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "assignee",
                        "plural": false,
                        "selections": (v25/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Label",
                        "kind": "LinkedField",
                        "name": "label",
                        "plural": false,
                        "selections": (v29/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": "backlog",
                        "args": [
                          {
                            "kind": "Literal",
                            "name": "status",
                            "value": "BACKLOG"
                          }
                        ],
                        "concreteType": "IssueGroup",
                        "kind": "LinkedField",
                        "name": "withStatus",
                        "plural": false,
                        "selections": (v31/*:: as any*/),
                        "storageKey": "withStatus(status:\"BACKLOG\")"
                      },
                      {
                        "alias": "todo",
                        "args": [
                          {
                            "kind": "Literal",
                            "name": "status",
                            "value": "TODO"
                          }
                        ],
                        "concreteType": "IssueGroup",
                        "kind": "LinkedField",
                        "name": "withStatus",
                        "plural": false,
                        "selections": (v31/*:: as any*/),
                        "storageKey": "withStatus(status:\"TODO\")"
                      },
                      {
                        "alias": "inProgress",
                        "args": [
                          {
                            "kind": "Literal",
                            "name": "status",
                            "value": "IN_PROGRESS"
                          }
                        ],
                        "concreteType": "IssueGroup",
                        "kind": "LinkedField",
                        "name": "withStatus",
                        "plural": false,
                        "selections": (v31/*:: as any*/),
                        "storageKey": "withStatus(status:\"IN_PROGRESS\")"
                      },
                      {
                        "alias": "inReview",
                        "args": [
                          {
                            "kind": "Literal",
                            "name": "status",
                            "value": "IN_REVIEW"
                          }
                        ],
                        "concreteType": "IssueGroup",
                        "kind": "LinkedField",
                        "name": "withStatus",
                        "plural": false,
                        "selections": (v31/*:: as any*/),
                        "storageKey": "withStatus(status:\"IN_REVIEW\")"
                      },
                      {
                        "alias": "done",
                        "args": [
                          {
                            "kind": "Literal",
                            "name": "status",
                            "value": "DONE"
                          }
                        ],
                        "concreteType": "IssueGroup",
                        "kind": "LinkedField",
                        "name": "withStatus",
                        "plural": false,
                        "selections": (v31/*:: as any*/),
                        "storageKey": "withStatus(status:\"DONE\")"
                      },
                      {
                        "alias": "canceled",
                        "args": [
                          {
                            "kind": "Literal",
                            "name": "status",
                            "value": "CANCELED"
                          }
                        ],
                        "concreteType": "IssueGroup",
                        "kind": "LinkedField",
                        "name": "withStatus",
                        "plural": false,
                        "selections": (v31/*:: as any*/),
                        "storageKey": "withStatus(status:\"CANCELED\")"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v26/*:: as any*/),
              (v27/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b9fefbd934f27d62a8005242798c4be8c3d1c0e0615fc9dbf7d1ea5d6fd6cb28",
    "metadata": {},
    "name": "GroupedBoardPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d7ae3b9e5ffa99a1c5c64c48cfb1ce4a";

export default node;
