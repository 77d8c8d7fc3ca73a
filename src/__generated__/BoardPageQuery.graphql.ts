/**
 * @generated SignedSource<<db1716079bb6abb91034720e100ce6c2>>
 * @relayHash 9c3fbe5e989ac816e193d89692e59389
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 058cbe19befb7c41676ba2145ac68d9f49a0954cfb95db1a5e6f398ef6c11062

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EstimateScale = "NONE" | "POINTS" | "TSHIRT" | "%future added value";
export type IssuePriority = "HIGH" | "LOW" | "MEDIUM" | "NONE" | "URGENT" | "%future added value";
export type AssigneeFilter = {
  ids?: ReadonlyArray<string> | null | undefined;
  me?: boolean | null | undefined;
  unassigned?: boolean | null | undefined;
};
export type BoardPageQuery$variables = {
  assignee?: AssigneeFilter | null | undefined;
  blocked?: boolean | null | undefined;
  createdWithinDays?: number | null | undefined;
  cycle?: string | null | undefined;
  dueAfter?: any | null | undefined;
  dueBefore?: any | null | undefined;
  estimateMax?: number | null | undefined;
  estimateMin?: number | null | undefined;
  estimated?: boolean | null | undefined;
  hasChildren?: boolean | null | undefined;
  hasParent?: boolean | null | undefined;
  labelIds?: ReadonlyArray<string> | null | undefined;
  overdue?: boolean | null | undefined;
  priorities?: ReadonlyArray<IssuePriority> | null | undefined;
  projectKey: string;
  text?: string | null | undefined;
  updatedWithinDays?: number | null | undefined;
};
export type BoardPageQuery$data = {
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
      } | null | undefined;
      readonly slug: string | null | undefined;
      readonly viewerCanShareViews: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"BulkEditBar_workspace" | "IssueGroups_workspace" | "ListFilterBar_workspace">;
    };
  };
};
export type BoardPageQuery = {
  response: BoardPageQuery$data;
  variables: BoardPageQuery$variables;
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
  "name": "hasChildren"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasParent"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "labelIds"
},
v12 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "overdue"
},
v13 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "priorities"
},
v14 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "projectKey"
},
v15 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "text"
},
v16 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "updatedWithinDays"
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": [
    (v17/*:: as any*/)
  ],
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanShareViews",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "estimateScale",
  "storageKey": null
},
v23 = [
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "projectKey"
  }
],
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": (v23/*:: as any*/),
  "concreteType": "Project",
  "kind": "LinkedField",
  "name": "project",
  "plural": false,
  "selections": [
    (v17/*:: as any*/),
    (v24/*:: as any*/),
    (v19/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanCreateIssue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanUpdateIssues",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "issuesSnapshotSeq",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "archivedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanArchive",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v26 = {
  "kind": "Variable",
  "name": "assignee",
  "variableName": "assignee"
},
v27 = {
  "kind": "Variable",
  "name": "labelIds",
  "variableName": "labelIds"
},
v28 = {
  "kind": "Variable",
  "name": "priorities",
  "variableName": "priorities"
},
v29 = {
  "kind": "Variable",
  "name": "text",
  "variableName": "text"
},
v30 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v31 = [
  (v17/*:: as any*/),
  (v19/*:: as any*/)
],
v32 = {
  "kind": "Variable",
  "name": "blocked",
  "variableName": "blocked"
},
v33 = {
  "kind": "Variable",
  "name": "createdWithinDays",
  "variableName": "createdWithinDays"
},
v34 = {
  "kind": "Variable",
  "name": "cycle",
  "variableName": "cycle"
},
v35 = {
  "kind": "Variable",
  "name": "dueAfter",
  "variableName": "dueAfter"
},
v36 = {
  "kind": "Variable",
  "name": "dueBefore",
  "variableName": "dueBefore"
},
v37 = {
  "kind": "Variable",
  "name": "estimateMax",
  "variableName": "estimateMax"
},
v38 = {
  "kind": "Variable",
  "name": "estimateMin",
  "variableName": "estimateMin"
},
v39 = {
  "kind": "Variable",
  "name": "estimated",
  "variableName": "estimated"
},
v40 = {
  "kind": "Variable",
  "name": "hasChildren",
  "variableName": "hasChildren"
},
v41 = {
  "kind": "Variable",
  "name": "hasParent",
  "variableName": "hasParent"
},
v42 = {
  "kind": "Variable",
  "name": "overdue",
  "variableName": "overdue"
},
v43 = {
  "kind": "Variable",
  "name": "updatedWithinDays",
  "variableName": "updatedWithinDays"
},
v44 = {
  "kind": "Literal",
  "name": "first",
  "value": 25
},
v45 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": "POSITION"
},
v46 = [
  {
    "fields": [
      (v26/*:: as any*/),
      (v32/*:: as any*/),
      (v33/*:: as any*/),
      (v34/*:: as any*/),
      (v35/*:: as any*/),
      (v36/*:: as any*/),
      (v37/*:: as any*/),
      (v38/*:: as any*/),
      (v39/*:: as any*/),
      (v40/*:: as any*/),
      (v41/*:: as any*/),
      (v27/*:: as any*/),
      (v42/*:: as any*/),
      (v28/*:: as any*/),
      {
        "items": [
          {
            "kind": "Literal",
            "name": "statuses.0",
            "value": "BACKLOG"
          }
        ],
        "kind": "ListValue",
        "name": "statuses"
      },
      (v29/*:: as any*/),
      (v43/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v44/*:: as any*/),
  (v45/*:: as any*/)
],
v47 = [
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
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "position",
            "storageKey": null
          },
          (v24/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "priority",
            "storageKey": null
          },
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
              (v17/*:: as any*/),
              (v19/*:: as any*/),
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
            "selections": [
              (v17/*:: as any*/),
              (v19/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "color",
                "storageKey": null
              }
            ],
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
v48 = [
  "filter",
  "orderBy"
],
v49 = [
  {
    "fields": [
      (v26/*:: as any*/),
      (v32/*:: as any*/),
      (v33/*:: as any*/),
      (v34/*:: as any*/),
      (v35/*:: as any*/),
      (v36/*:: as any*/),
      (v37/*:: as any*/),
      (v38/*:: as any*/),
      (v39/*:: as any*/),
      (v40/*:: as any*/),
      (v41/*:: as any*/),
      (v27/*:: as any*/),
      (v42/*:: as any*/),
      (v28/*:: as any*/),
      {
        "items": [
          {
            "kind": "Literal",
            "name": "statuses.0",
            "value": "TODO"
          }
        ],
        "kind": "ListValue",
        "name": "statuses"
      },
      (v29/*:: as any*/),
      (v43/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v44/*:: as any*/),
  (v45/*:: as any*/)
],
v50 = [
  {
    "fields": [
      (v26/*:: as any*/),
      (v32/*:: as any*/),
      (v33/*:: as any*/),
      (v34/*:: as any*/),
      (v35/*:: as any*/),
      (v36/*:: as any*/),
      (v37/*:: as any*/),
      (v38/*:: as any*/),
      (v39/*:: as any*/),
      (v40/*:: as any*/),
      (v41/*:: as any*/),
      (v27/*:: as any*/),
      (v42/*:: as any*/),
      (v28/*:: as any*/),
      {
        "items": [
          {
            "kind": "Literal",
            "name": "statuses.0",
            "value": "IN_PROGRESS"
          }
        ],
        "kind": "ListValue",
        "name": "statuses"
      },
      (v29/*:: as any*/),
      (v43/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v44/*:: as any*/),
  (v45/*:: as any*/)
],
v51 = [
  {
    "fields": [
      (v26/*:: as any*/),
      (v32/*:: as any*/),
      (v33/*:: as any*/),
      (v34/*:: as any*/),
      (v35/*:: as any*/),
      (v36/*:: as any*/),
      (v37/*:: as any*/),
      (v38/*:: as any*/),
      (v39/*:: as any*/),
      (v40/*:: as any*/),
      (v41/*:: as any*/),
      (v27/*:: as any*/),
      (v42/*:: as any*/),
      (v28/*:: as any*/),
      {
        "items": [
          {
            "kind": "Literal",
            "name": "statuses.0",
            "value": "IN_REVIEW"
          }
        ],
        "kind": "ListValue",
        "name": "statuses"
      },
      (v29/*:: as any*/),
      (v43/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v44/*:: as any*/),
  (v45/*:: as any*/)
],
v52 = [
  {
    "fields": [
      (v26/*:: as any*/),
      (v32/*:: as any*/),
      (v33/*:: as any*/),
      (v34/*:: as any*/),
      (v35/*:: as any*/),
      (v36/*:: as any*/),
      (v37/*:: as any*/),
      (v38/*:: as any*/),
      (v39/*:: as any*/),
      (v40/*:: as any*/),
      (v41/*:: as any*/),
      (v27/*:: as any*/),
      (v42/*:: as any*/),
      (v28/*:: as any*/),
      {
        "items": [
          {
            "kind": "Literal",
            "name": "statuses.0",
            "value": "DONE"
          }
        ],
        "kind": "ListValue",
        "name": "statuses"
      },
      (v29/*:: as any*/),
      (v43/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v44/*:: as any*/),
  (v45/*:: as any*/)
],
v53 = [
  {
    "fields": [
      (v26/*:: as any*/),
      (v32/*:: as any*/),
      (v33/*:: as any*/),
      (v34/*:: as any*/),
      (v35/*:: as any*/),
      (v36/*:: as any*/),
      (v37/*:: as any*/),
      (v38/*:: as any*/),
      (v39/*:: as any*/),
      (v40/*:: as any*/),
      (v41/*:: as any*/),
      (v27/*:: as any*/),
      (v42/*:: as any*/),
      (v28/*:: as any*/),
      {
        "items": [
          {
            "kind": "Literal",
            "name": "statuses.0",
            "value": "CANCELED"
          }
        ],
        "kind": "ListValue",
        "name": "statuses"
      },
      (v29/*:: as any*/),
      (v43/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v44/*:: as any*/),
  (v45/*:: as any*/)
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
      (v16/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "BoardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v25/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ListFilterBar_workspace"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BulkEditBar_workspace"
              },
              {
                "args": [
                  (v26/*:: as any*/),
                  (v27/*:: as any*/),
                  (v28/*:: as any*/),
                  {
                    "kind": "Variable",
                    "name": "projectKey",
                    "variableName": "projectKey"
                  },
                  (v29/*:: as any*/)
                ],
                "kind": "FragmentSpread",
                "name": "IssueGroups_workspace"
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
      (v14/*:: as any*/),
      (v13/*:: as any*/),
      (v0/*:: as any*/),
      (v11/*:: as any*/),
      (v15/*:: as any*/),
      (v5/*:: as any*/),
      (v4/*:: as any*/),
      (v12/*:: as any*/),
      (v2/*:: as any*/),
      (v16/*:: as any*/),
      (v8/*:: as any*/),
      (v7/*:: as any*/),
      (v6/*:: as any*/),
      (v3/*:: as any*/),
      (v10/*:: as any*/),
      (v9/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "BoardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v25/*:: as any*/),
              {
                "alias": null,
                "args": (v30/*:: as any*/),
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
                          (v17/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "user",
                            "plural": false,
                            "selections": (v31/*:: as any*/),
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
                "args": (v30/*:: as any*/),
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
                        "selections": (v31/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "labels(first:100)"
              },
              {
                "alias": "backlog",
                "args": (v23/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v46/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "issues",
                    "plural": false,
                    "selections": (v47/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v46/*:: as any*/),
                    "filters": (v48/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "todo",
                "args": (v23/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v49/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "issues",
                    "plural": false,
                    "selections": (v47/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v49/*:: as any*/),
                    "filters": (v48/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "inProgress",
                "args": (v23/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v50/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "issues",
                    "plural": false,
                    "selections": (v47/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v50/*:: as any*/),
                    "filters": (v48/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "inReview",
                "args": (v23/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v51/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "issues",
                    "plural": false,
                    "selections": (v47/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v51/*:: as any*/),
                    "filters": (v48/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "done",
                "args": (v23/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v52/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "issues",
                    "plural": false,
                    "selections": (v47/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v52/*:: as any*/),
                    "filters": (v48/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "canceled",
                "args": (v23/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v53/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "issues",
                    "plural": false,
                    "selections": (v47/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v53/*:: as any*/),
                    "filters": (v48/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              },
              (v17/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "058cbe19befb7c41676ba2145ac68d9f49a0954cfb95db1a5e6f398ef6c11062",
    "metadata": {},
    "name": "BoardPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8c8dbb5d219149619ff1e56acbe4e435";

export default node;
