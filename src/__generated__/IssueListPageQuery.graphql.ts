/**
 * @generated SignedSource<<5466e382434f18aab149352b2da08e56>>
 * @relayHash 3d5715246f0629390d3eab0a326b9413
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb14571cf1bd9af56f986d1fffc743f469f94b26442da2b4be0454a8e2a5595d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueOrder = "CREATED" | "DUE_DATE" | "POSITION" | "PRIORITY" | "UPDATED" | "%future added value";
export type IssuePriority = "HIGH" | "LOW" | "MEDIUM" | "NONE" | "URGENT" | "%future added value";
export type AssigneeFilter = {
  ids?: ReadonlyArray<string> | null | undefined;
  me?: boolean | null | undefined;
  unassigned?: boolean | null | undefined;
};
export type IssueListPageQuery$variables = {
  assignee?: AssigneeFilter | null | undefined;
  labelIds?: ReadonlyArray<string> | null | undefined;
  orderBy?: IssueOrder | null | undefined;
  priorities?: ReadonlyArray<IssuePriority> | null | undefined;
  projectKey: string;
  text?: string | null | undefined;
};
export type IssueListPageQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly id: string;
    };
    readonly workspace: {
      readonly labels: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly color: string;
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
      } | null | undefined;
      readonly slug: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"BulkEditBar_workspace" | "IssueGroups_workspace">;
    };
  };
};
export type IssueListPageQuery = {
  response: IssueListPageQuery$data;
  variables: IssueListPageQuery$variables;
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
  "name": "labelIds"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
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
  "name": "text"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": [
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v10 = [
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "projectKey"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": (v10/*:: as any*/),
  "concreteType": "Project",
  "kind": "LinkedField",
  "name": "project",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
    (v11/*:: as any*/),
    (v8/*:: as any*/),
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
v13 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v14 = {
  "alias": null,
  "args": (v13/*:: as any*/),
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
            (v6/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "user",
              "plural": false,
              "selections": [
                (v6/*:: as any*/),
                (v8/*:: as any*/)
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
},
v15 = [
  (v6/*:: as any*/),
  (v8/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "color",
    "storageKey": null
  }
],
v16 = {
  "alias": null,
  "args": (v13/*:: as any*/),
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
          "selections": (v15/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "labels(first:100)"
},
v17 = {
  "kind": "Variable",
  "name": "assignee",
  "variableName": "assignee"
},
v18 = {
  "kind": "Variable",
  "name": "labelIds",
  "variableName": "labelIds"
},
v19 = {
  "kind": "Variable",
  "name": "orderBy",
  "variableName": "orderBy"
},
v20 = {
  "kind": "Variable",
  "name": "priorities",
  "variableName": "priorities"
},
v21 = {
  "kind": "Variable",
  "name": "text",
  "variableName": "text"
},
v22 = {
  "kind": "Literal",
  "name": "first",
  "value": 25
},
v23 = [
  {
    "fields": [
      (v17/*:: as any*/),
      (v18/*:: as any*/),
      (v20/*:: as any*/),
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
      (v21/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v22/*:: as any*/),
  (v19/*:: as any*/)
],
v24 = [
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
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "position",
            "storageKey": null
          },
          (v11/*:: as any*/),
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
              (v6/*:: as any*/),
              (v8/*:: as any*/),
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
            "selections": (v15/*:: as any*/),
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
v25 = [
  "filter",
  "orderBy"
],
v26 = [
  {
    "fields": [
      (v17/*:: as any*/),
      (v18/*:: as any*/),
      (v20/*:: as any*/),
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
      (v21/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v22/*:: as any*/),
  (v19/*:: as any*/)
],
v27 = [
  {
    "fields": [
      (v17/*:: as any*/),
      (v18/*:: as any*/),
      (v20/*:: as any*/),
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
      (v21/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v22/*:: as any*/),
  (v19/*:: as any*/)
],
v28 = [
  {
    "fields": [
      (v17/*:: as any*/),
      (v18/*:: as any*/),
      (v20/*:: as any*/),
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
      (v21/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v22/*:: as any*/),
  (v19/*:: as any*/)
],
v29 = [
  {
    "fields": [
      (v17/*:: as any*/),
      (v18/*:: as any*/),
      (v20/*:: as any*/),
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
      (v21/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v22/*:: as any*/),
  (v19/*:: as any*/)
],
v30 = [
  {
    "fields": [
      (v17/*:: as any*/),
      (v18/*:: as any*/),
      (v20/*:: as any*/),
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
      (v21/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v22/*:: as any*/),
  (v19/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "IssueListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v12/*:: as any*/),
              (v14/*:: as any*/),
              (v16/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BulkEditBar_workspace"
              },
              {
                "args": [
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "kind": "Variable",
                    "name": "projectKey",
                    "variableName": "projectKey"
                  },
                  (v21/*:: as any*/)
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
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "IssueListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v12/*:: as any*/),
              (v14/*:: as any*/),
              (v16/*:: as any*/),
              {
                "alias": "backlog",
                "args": (v10/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v23/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "issues",
                    "plural": false,
                    "selections": (v24/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v23/*:: as any*/),
                    "filters": (v25/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "todo",
                "args": (v10/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v26/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "issues",
                    "plural": false,
                    "selections": (v24/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v26/*:: as any*/),
                    "filters": (v25/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "inProgress",
                "args": (v10/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v27/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "issues",
                    "plural": false,
                    "selections": (v24/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v27/*:: as any*/),
                    "filters": (v25/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "inReview",
                "args": (v10/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v28/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "issues",
                    "plural": false,
                    "selections": (v24/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v28/*:: as any*/),
                    "filters": (v25/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "done",
                "args": (v10/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v29/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "issues",
                    "plural": false,
                    "selections": (v24/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v29/*:: as any*/),
                    "filters": (v25/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "canceled",
                "args": (v10/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v30/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "issues",
                    "plural": false,
                    "selections": (v24/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v30/*:: as any*/),
                    "filters": (v25/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "eb14571cf1bd9af56f986d1fffc743f469f94b26442da2b4be0454a8e2a5595d",
    "metadata": {},
    "name": "IssueListPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e6d366e76d82795ff5fd8529805ac97d";

export default node;
