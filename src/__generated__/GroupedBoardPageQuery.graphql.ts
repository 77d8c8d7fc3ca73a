/**
 * @generated SignedSource<<a1f7baff526a453650fc48028471bb52>>
 * @relayHash c42b8a768f5fad5e74c930174427b2d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 71e21ee73c418797b032c8f87900783f5cb518883a4f3b843ab5d3b818db0104

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EstimateScale = "NONE" | "POINTS" | "TSHIRT" | "%future added value";
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
  blocked?: boolean | null | undefined;
  createdWithinDays?: number | null | undefined;
  cycle?: string | null | undefined;
  dueAfter?: any | null | undefined;
  dueBefore?: any | null | undefined;
  estimateMax?: number | null | undefined;
  estimateMin?: number | null | undefined;
  estimated?: boolean | null | undefined;
  groupBy: IssueGrouping;
  hasChildren?: boolean | null | undefined;
  hasParent?: boolean | null | undefined;
  labelIds?: ReadonlyArray<string> | null | undefined;
  overdue?: boolean | null | undefined;
  priorities?: ReadonlyArray<IssuePriority> | null | undefined;
  projectKey: string;
  statuses?: ReadonlyArray<IssueStatus> | null | undefined;
  text?: string | null | undefined;
  updatedWithinDays?: number | null | undefined;
};
export type GroupedBoardPageQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly id: string;
    };
    readonly workspace: {
      readonly estimateScale: EstimateScale;
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
      readonly viewerCanShareViews: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"BulkEditBar_workspace" | "ListFilterBar_workspace">;
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
  "name": "blocked"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "createdWithinDays"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "cycle"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dueAfter"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dueBefore"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "estimateMax"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "estimateMin"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "estimated"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groupBy"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasChildren"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasParent"
},
v12 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "labelIds"
},
v13 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "overdue"
},
v14 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "priorities"
},
v15 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "projectKey"
},
v16 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "statuses"
},
v17 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "text"
},
v18 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "updatedWithinDays"
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": [
    (v19/*:: as any*/)
  ],
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanShareViews",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "estimateScale",
  "storageKey": null
},
v25 = [
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "projectKey"
  }
],
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanCreateIssue",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanUpdateIssues",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "issuesSnapshotSeq",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "archivedAt",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanArchive",
  "storageKey": null
},
v32 = {
  "kind": "Variable",
  "name": "assignee",
  "variableName": "assignee"
},
v33 = {
  "kind": "Variable",
  "name": "by",
  "variableName": "groupBy"
},
v34 = {
  "kind": "Variable",
  "name": "labelIds",
  "variableName": "labelIds"
},
v35 = {
  "kind": "Variable",
  "name": "priorities",
  "variableName": "priorities"
},
v36 = {
  "kind": "Variable",
  "name": "statuses",
  "variableName": "statuses"
},
v37 = {
  "kind": "Variable",
  "name": "text",
  "variableName": "text"
},
v38 = {
  "kind": "Variable",
  "name": "blocked",
  "variableName": "blocked"
},
v39 = {
  "kind": "Variable",
  "name": "createdWithinDays",
  "variableName": "createdWithinDays"
},
v40 = {
  "kind": "Variable",
  "name": "cycle",
  "variableName": "cycle"
},
v41 = {
  "kind": "Variable",
  "name": "dueAfter",
  "variableName": "dueAfter"
},
v42 = {
  "kind": "Variable",
  "name": "dueBefore",
  "variableName": "dueBefore"
},
v43 = {
  "kind": "Variable",
  "name": "estimateMax",
  "variableName": "estimateMax"
},
v44 = {
  "kind": "Variable",
  "name": "estimateMin",
  "variableName": "estimateMin"
},
v45 = {
  "kind": "Variable",
  "name": "estimated",
  "variableName": "estimated"
},
v46 = {
  "kind": "Variable",
  "name": "hasChildren",
  "variableName": "hasChildren"
},
v47 = {
  "kind": "Variable",
  "name": "hasParent",
  "variableName": "hasParent"
},
v48 = {
  "kind": "Variable",
  "name": "overdue",
  "variableName": "overdue"
},
v49 = {
  "kind": "Variable",
  "name": "updatedWithinDays",
  "variableName": "updatedWithinDays"
},
v50 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priority",
  "storageKey": null
},
v51 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "assignee",
  "plural": false,
  "selections": [
    (v19/*:: as any*/),
    (v21/*:: as any*/),
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
v52 = [
  (v19/*:: as any*/),
  (v21/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "color",
    "storageKey": null
  }
],
v53 = [
  {
    "fields": [
      (v32/*:: as any*/),
      (v38/*:: as any*/),
      (v39/*:: as any*/),
      (v40/*:: as any*/),
      (v41/*:: as any*/),
      (v42/*:: as any*/),
      (v43/*:: as any*/),
      (v44/*:: as any*/),
      (v45/*:: as any*/),
      (v46/*:: as any*/),
      (v47/*:: as any*/),
      (v34/*:: as any*/),
      (v48/*:: as any*/),
      (v35/*:: as any*/),
      {
        "kind": "Literal",
        "name": "statuses",
        "value": null
      },
      (v37/*:: as any*/),
      (v49/*:: as any*/)
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
v54 = [
  {
    "alias": null,
    "args": (v53/*:: as any*/),
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
              (v19/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "position",
                "storageKey": null
              },
              (v26/*:: as any*/),
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
              (v50/*:: as any*/),
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
              (v51/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Label",
                "kind": "LinkedField",
                "name": "labels",
                "plural": true,
                "selections": (v52/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "blocked",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "IssueChildProgress",
                "kind": "LinkedField",
                "name": "childProgress",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "done",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "total",
                    "storageKey": null
                  }
                ],
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
    "args": (v53/*:: as any*/),
    "filters": [
      "filter",
      "orderBy"
    ],
    "handle": "connection",
    "key": "IssueGroupIssues_issues",
    "kind": "LinkedHandle",
    "name": "issues"
  },
  (v19/*:: as any*/)
],
v55 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v56 = [
  (v19/*:: as any*/),
  (v21/*:: as any*/)
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
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      (v13/*:: as any*/),
      (v14/*:: as any*/),
      (v15/*:: as any*/),
      (v16/*:: as any*/),
      (v17/*:: as any*/),
      (v18/*:: as any*/)
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
          (v20/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              {
                "alias": null,
                "args": (v25/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  (v26/*:: as any*/),
                  (v21/*:: as any*/),
                  (v27/*:: as any*/),
                  (v28/*:: as any*/),
                  (v29/*:: as any*/),
                  (v30/*:: as any*/),
                  (v31/*:: as any*/),
                  {
                    "args": [
                      (v32/*:: as any*/),
                      (v33/*:: as any*/),
                      (v34/*:: as any*/),
                      (v35/*:: as any*/),
                      (v36/*:: as any*/),
                      (v37/*:: as any*/)
                    ],
                    "kind": "FragmentSpread",
                    "name": "BoardLanes_project"
                  }
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ListFilterBar_workspace"
              },
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
      (v15/*:: as any*/),
      (v9/*:: as any*/),
      (v16/*:: as any*/),
      (v14/*:: as any*/),
      (v0/*:: as any*/),
      (v12/*:: as any*/),
      (v17/*:: as any*/),
      (v5/*:: as any*/),
      (v4/*:: as any*/),
      (v13/*:: as any*/),
      (v2/*:: as any*/),
      (v18/*:: as any*/),
      (v8/*:: as any*/),
      (v7/*:: as any*/),
      (v6/*:: as any*/),
      (v3/*:: as any*/),
      (v11/*:: as any*/),
      (v10/*:: as any*/),
      (v1/*:: as any*/)
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
          (v20/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              {
                "alias": null,
                "args": (v25/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  (v26/*:: as any*/),
                  (v21/*:: as any*/),
                  (v27/*:: as any*/),
                  (v28/*:: as any*/),
                  (v29/*:: as any*/),
                  (v30/*:: as any*/),
                  (v31/*:: as any*/),
                  {
                    "alias": null,
                    "args": [
                      (v33/*:: as any*/),
                      {
                        "fields": [
                          (v32/*:: as any*/),
                          (v38/*:: as any*/),
                          (v39/*:: as any*/),
                          (v40/*:: as any*/),
                          (v41/*:: as any*/),
                          (v42/*:: as any*/),
                          (v43/*:: as any*/),
                          (v44/*:: as any*/),
                          (v45/*:: as any*/),
                          (v46/*:: as any*/),
                          (v47/*:: as any*/),
                          (v34/*:: as any*/),
                          (v48/*:: as any*/),
                          (v35/*:: as any*/),
                          (v36/*:: as any*/),
                          (v37/*:: as any*/),
                          (v49/*:: as any*/)
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
                      (v19/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "by",
                        "storageKey": null
                      },
                      (v50/*:: as any*/),
                      (v51/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Label",
                        "kind": "LinkedField",
                        "name": "label",
                        "plural": false,
                        "selections": (v52/*:: as any*/),
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
                        "selections": (v54/*:: as any*/),
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
                        "selections": (v54/*:: as any*/),
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
                        "selections": (v54/*:: as any*/),
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
                        "selections": (v54/*:: as any*/),
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
                        "selections": (v54/*:: as any*/),
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
                        "selections": (v54/*:: as any*/),
                        "storageKey": "withStatus(status:\"CANCELED\")"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v55/*:: as any*/),
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
                          (v19/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "user",
                            "plural": false,
                            "selections": (v56/*:: as any*/),
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
              {
                "alias": null,
                "args": (v55/*:: as any*/),
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
                        "selections": (v56/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "labels(first:100)"
              },
              (v19/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "71e21ee73c418797b032c8f87900783f5cb518883a4f3b843ab5d3b818db0104",
    "metadata": {},
    "name": "GroupedBoardPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7f32d54e8b69e0f9d26d992ab53abe4f";

export default node;
