/**
 * @generated SignedSource<<3c0f7ced4a5b41530ca3f4f4a7b1f5cc>>
 * @relayHash d6058574895873d3d7e38a17dc7a703e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 43ef12c1e03651b42b03da4d84800d7d290c3ea75a1d86f4d142dddc11936998

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssuePriority = "HIGH" | "LOW" | "MEDIUM" | "NONE" | "URGENT" | "%future added value";
export type AssigneeFilter = {
  ids?: ReadonlyArray<string> | null | undefined;
  me?: boolean | null | undefined;
  unassigned?: boolean | null | undefined;
};
export type BoardPageQuery$variables = {
  assignee?: AssigneeFilter | null | undefined;
  labelIds?: ReadonlyArray<string> | null | undefined;
  priorities?: ReadonlyArray<IssuePriority> | null | undefined;
  projectKey: string;
  text?: string | null | undefined;
};
export type BoardPageQuery$data = {
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
      } | null | undefined;
      readonly slug: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"BulkEditBar_workspace" | "IssueGroups_workspace">;
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
  "name": "labelIds"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "priorities"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "projectKey"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "text"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": [
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v9 = [
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "projectKey"
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": (v9/*:: as any*/),
  "concreteType": "Project",
  "kind": "LinkedField",
  "name": "project",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    (v10/*:: as any*/),
    (v7/*:: as any*/),
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
v12 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v13 = [
  (v5/*:: as any*/),
  (v7/*:: as any*/)
],
v14 = {
  "alias": null,
  "args": (v12/*:: as any*/),
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
            (v5/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "user",
              "plural": false,
              "selections": (v13/*:: as any*/),
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
v15 = {
  "alias": null,
  "args": (v12/*:: as any*/),
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
          "selections": (v13/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "labels(first:100)"
},
v16 = {
  "kind": "Variable",
  "name": "assignee",
  "variableName": "assignee"
},
v17 = {
  "kind": "Variable",
  "name": "labelIds",
  "variableName": "labelIds"
},
v18 = {
  "kind": "Variable",
  "name": "priorities",
  "variableName": "priorities"
},
v19 = {
  "kind": "Variable",
  "name": "text",
  "variableName": "text"
},
v20 = {
  "kind": "Literal",
  "name": "first",
  "value": 25
},
v21 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": "POSITION"
},
v22 = [
  {
    "fields": [
      (v16/*:: as any*/),
      (v17/*:: as any*/),
      (v18/*:: as any*/),
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
      (v19/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v20/*:: as any*/),
  (v21/*:: as any*/)
],
v23 = [
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
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "position",
            "storageKey": null
          },
          (v10/*:: as any*/),
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
              (v5/*:: as any*/),
              (v7/*:: as any*/),
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
              (v5/*:: as any*/),
              (v7/*:: as any*/),
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
v24 = [
  "filter",
  "orderBy"
],
v25 = [
  {
    "fields": [
      (v16/*:: as any*/),
      (v17/*:: as any*/),
      (v18/*:: as any*/),
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
      (v19/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v20/*:: as any*/),
  (v21/*:: as any*/)
],
v26 = [
  {
    "fields": [
      (v16/*:: as any*/),
      (v17/*:: as any*/),
      (v18/*:: as any*/),
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
      (v19/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v20/*:: as any*/),
  (v21/*:: as any*/)
],
v27 = [
  {
    "fields": [
      (v16/*:: as any*/),
      (v17/*:: as any*/),
      (v18/*:: as any*/),
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
      (v19/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v20/*:: as any*/),
  (v21/*:: as any*/)
],
v28 = [
  {
    "fields": [
      (v16/*:: as any*/),
      (v17/*:: as any*/),
      (v18/*:: as any*/),
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
      (v19/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v20/*:: as any*/),
  (v21/*:: as any*/)
],
v29 = [
  {
    "fields": [
      (v16/*:: as any*/),
      (v17/*:: as any*/),
      (v18/*:: as any*/),
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
      (v19/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v20/*:: as any*/),
  (v21/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
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
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v11/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BulkEditBar_workspace"
              },
              {
                "args": [
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  {
                    "kind": "Variable",
                    "name": "projectKey",
                    "variableName": "projectKey"
                  },
                  (v19/*:: as any*/)
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
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/)
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
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v11/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              {
                "alias": "backlog",
                "args": (v9/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v22/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "issues",
                    "plural": false,
                    "selections": (v23/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v22/*:: as any*/),
                    "filters": (v24/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "todo",
                "args": (v9/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v25/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "issues",
                    "plural": false,
                    "selections": (v23/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v25/*:: as any*/),
                    "filters": (v24/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "inProgress",
                "args": (v9/*:: as any*/),
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
                    "selections": (v23/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v26/*:: as any*/),
                    "filters": (v24/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "inReview",
                "args": (v9/*:: as any*/),
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
                    "selections": (v23/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v27/*:: as any*/),
                    "filters": (v24/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "done",
                "args": (v9/*:: as any*/),
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
                    "selections": (v23/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v28/*:: as any*/),
                    "filters": (v24/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "canceled",
                "args": (v9/*:: as any*/),
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
                    "selections": (v23/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v29/*:: as any*/),
                    "filters": (v24/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "43ef12c1e03651b42b03da4d84800d7d290c3ea75a1d86f4d142dddc11936998",
    "metadata": {},
    "name": "BoardPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e0bbc21a62e7312496edceafa723a923";

export default node;
