/**
 * @generated SignedSource<<d3cd4b0cfaec81ae498a80c2ab245eda>>
 * @relayHash cd41535240910260999d6500b35825da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 421149a547eb04953f251fa63c7d58bbc9fd328ca379569dd2e8e355868ef696

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BoardPageQuery$variables = {
  projectKey: string;
};
export type BoardPageQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly id: string;
    };
    readonly workspace: {
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
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "projectKey"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": [
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "projectKey"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": (v5/*:: as any*/),
  "concreteType": "Project",
  "kind": "LinkedField",
  "name": "project",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    (v6/*:: as any*/),
    (v3/*:: as any*/),
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
v8 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v9 = [
  (v1/*:: as any*/),
  (v3/*:: as any*/)
],
v10 = {
  "kind": "Literal",
  "name": "assignee",
  "value": null
},
v11 = {
  "kind": "Literal",
  "name": "labelIds",
  "value": null
},
v12 = {
  "kind": "Literal",
  "name": "priorities",
  "value": null
},
v13 = {
  "kind": "Literal",
  "name": "text",
  "value": null
},
v14 = {
  "kind": "Literal",
  "name": "first",
  "value": 25
},
v15 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": "POSITION"
},
v16 = [
  {
    "fields": [
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
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
      (v13/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v14/*:: as any*/),
  (v15/*:: as any*/)
],
v17 = [
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "position",
            "storageKey": null
          },
          (v6/*:: as any*/),
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
              (v1/*:: as any*/),
              (v3/*:: as any*/),
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
              (v1/*:: as any*/),
              (v3/*:: as any*/),
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
v18 = [
  "filter",
  "orderBy"
],
v19 = [
  {
    "fields": [
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
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
      (v13/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v14/*:: as any*/),
  (v15/*:: as any*/)
],
v20 = [
  {
    "fields": [
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
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
      (v13/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v14/*:: as any*/),
  (v15/*:: as any*/)
],
v21 = [
  {
    "fields": [
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
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
      (v13/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v14/*:: as any*/),
  (v15/*:: as any*/)
],
v22 = [
  {
    "fields": [
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
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
      (v13/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v14/*:: as any*/),
  (v15/*:: as any*/)
],
v23 = [
  {
    "fields": [
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
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
      (v13/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v14/*:: as any*/),
  (v15/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BulkEditBar_workspace"
              },
              {
                "args": [
                  {
                    "kind": "Variable",
                    "name": "projectKey",
                    "variableName": "projectKey"
                  }
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
    "argumentDefinitions": (v0/*:: as any*/),
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": (v8/*:: as any*/),
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
                          (v1/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "user",
                            "plural": false,
                            "selections": (v9/*:: as any*/),
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
                "args": (v8/*:: as any*/),
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
                        "selections": (v9/*:: as any*/),
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
                "args": (v5/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v16/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "issues",
                    "plural": false,
                    "selections": (v17/*:: as any*/),
                    "storageKey": "issues(filter:{\"assignee\":null,\"labelIds\":null,\"priorities\":null,\"statuses\":[\"BACKLOG\"],\"text\":null},first:25,orderBy:\"POSITION\")"
                  },
                  {
                    "alias": null,
                    "args": (v16/*:: as any*/),
                    "filters": (v18/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "todo",
                "args": (v5/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v19/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "issues",
                    "plural": false,
                    "selections": (v17/*:: as any*/),
                    "storageKey": "issues(filter:{\"assignee\":null,\"labelIds\":null,\"priorities\":null,\"statuses\":[\"TODO\"],\"text\":null},first:25,orderBy:\"POSITION\")"
                  },
                  {
                    "alias": null,
                    "args": (v19/*:: as any*/),
                    "filters": (v18/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "inProgress",
                "args": (v5/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v20/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "issues",
                    "plural": false,
                    "selections": (v17/*:: as any*/),
                    "storageKey": "issues(filter:{\"assignee\":null,\"labelIds\":null,\"priorities\":null,\"statuses\":[\"IN_PROGRESS\"],\"text\":null},first:25,orderBy:\"POSITION\")"
                  },
                  {
                    "alias": null,
                    "args": (v20/*:: as any*/),
                    "filters": (v18/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "inReview",
                "args": (v5/*:: as any*/),
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v21/*:: as any*/),
                    "concreteType": "IssueConnection",
                    "kind": "LinkedField",
                    "name": "issues",
                    "plural": false,
                    "selections": (v17/*:: as any*/),
                    "storageKey": "issues(filter:{\"assignee\":null,\"labelIds\":null,\"priorities\":null,\"statuses\":[\"IN_REVIEW\"],\"text\":null},first:25,orderBy:\"POSITION\")"
                  },
                  {
                    "alias": null,
                    "args": (v21/*:: as any*/),
                    "filters": (v18/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "done",
                "args": (v5/*:: as any*/),
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
                    "selections": (v17/*:: as any*/),
                    "storageKey": "issues(filter:{\"assignee\":null,\"labelIds\":null,\"priorities\":null,\"statuses\":[\"DONE\"],\"text\":null},first:25,orderBy:\"POSITION\")"
                  },
                  {
                    "alias": null,
                    "args": (v22/*:: as any*/),
                    "filters": (v18/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "canceled",
                "args": (v5/*:: as any*/),
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
                    "selections": (v17/*:: as any*/),
                    "storageKey": "issues(filter:{\"assignee\":null,\"labelIds\":null,\"priorities\":null,\"statuses\":[\"CANCELED\"],\"text\":null},first:25,orderBy:\"POSITION\")"
                  },
                  {
                    "alias": null,
                    "args": (v23/*:: as any*/),
                    "filters": (v18/*:: as any*/),
                    "handle": "connection",
                    "key": "IssueGroup_issues",
                    "kind": "LinkedHandle",
                    "name": "issues"
                  },
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "421149a547eb04953f251fa63c7d58bbc9fd328ca379569dd2e8e355868ef696",
    "metadata": {},
    "name": "BoardPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "be1013679967fb68db2458fb704e9554";

export default node;
