/**
 * @generated SignedSource<<4743833400751090bcf80f8c1c083a84>>
 * @relayHash d209b1f7e1f19fdd45e4eb69a0756f31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17d2650c45833bf76f3e3b4da8d4f420f49980baf8773f53a086c750accad0d0

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
export type BoardPageQuery$variables = {
  assignee?: AssigneeFilter | null | undefined;
  groupBy?: IssueGrouping | null | undefined;
  grouped?: boolean | null | undefined;
  labelIds?: ReadonlyArray<string> | null | undefined;
  priorities?: ReadonlyArray<IssuePriority> | null | undefined;
  projectKey: string;
  statuses?: ReadonlyArray<IssueStatus> | null | undefined;
  text?: string | null | undefined;
};
export type BoardPageQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly id: string;
    };
    readonly workspace: {
      readonly groupedProject?: {
        readonly " $fragmentSpreads": FragmentRefs<"BoardLanes_project">;
      } | null | undefined;
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
      readonly statusGroups?: {
        readonly " $fragmentSpreads": FragmentRefs<"IssueGroups_workspace">;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"BulkEditBar_workspace">;
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
  "defaultValue": "ASSIGNEE",
  "kind": "LocalArgument",
  "name": "groupBy"
},
v2 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "grouped"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "labelIds"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "priorities"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "projectKey"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "statuses"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "text"
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": [
    (v8/*:: as any*/)
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v12 = [
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "projectKey"
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": (v12/*:: as any*/),
  "concreteType": "Project",
  "kind": "LinkedField",
  "name": "project",
  "plural": false,
  "selections": [
    (v8/*:: as any*/),
    (v13/*:: as any*/),
    (v10/*:: as any*/),
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
v15 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v16 = [
  (v8/*:: as any*/),
  (v10/*:: as any*/)
],
v17 = {
  "alias": null,
  "args": (v15/*:: as any*/),
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
            (v8/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "user",
              "plural": false,
              "selections": (v16/*:: as any*/),
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
v18 = {
  "alias": null,
  "args": (v15/*:: as any*/),
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
          "selections": (v16/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "labels(first:100)"
},
v19 = {
  "kind": "Variable",
  "name": "assignee",
  "variableName": "assignee"
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
  "name": "text",
  "variableName": "text"
},
v23 = {
  "kind": "Variable",
  "name": "by",
  "variableName": "groupBy"
},
v24 = {
  "kind": "Variable",
  "name": "statuses",
  "variableName": "statuses"
},
v25 = {
  "kind": "Literal",
  "name": "first",
  "value": 25
},
v26 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": "POSITION"
},
v27 = [
  {
    "fields": [
      (v19/*:: as any*/),
      (v20/*:: as any*/),
      (v21/*:: as any*/),
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
      (v22/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v25/*:: as any*/),
  (v26/*:: as any*/)
],
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priority",
  "storageKey": null
},
v29 = [
  (v8/*:: as any*/),
  (v10/*:: as any*/),
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
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "position",
            "storageKey": null
          },
          (v13/*:: as any*/),
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
              (v8/*:: as any*/),
              (v10/*:: as any*/),
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
v31 = [
  "filter",
  "orderBy"
],
v32 = [
  {
    "fields": [
      (v19/*:: as any*/),
      (v20/*:: as any*/),
      (v21/*:: as any*/),
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
      (v22/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v25/*:: as any*/),
  (v26/*:: as any*/)
],
v33 = [
  {
    "fields": [
      (v19/*:: as any*/),
      (v20/*:: as any*/),
      (v21/*:: as any*/),
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
      (v22/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v25/*:: as any*/),
  (v26/*:: as any*/)
],
v34 = [
  {
    "fields": [
      (v19/*:: as any*/),
      (v20/*:: as any*/),
      (v21/*:: as any*/),
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
      (v22/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v25/*:: as any*/),
  (v26/*:: as any*/)
],
v35 = [
  {
    "fields": [
      (v19/*:: as any*/),
      (v20/*:: as any*/),
      (v21/*:: as any*/),
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
      (v22/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v25/*:: as any*/),
  (v26/*:: as any*/)
],
v36 = [
  {
    "fields": [
      (v19/*:: as any*/),
      (v20/*:: as any*/),
      (v21/*:: as any*/),
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
      (v22/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v25/*:: as any*/),
  (v26/*:: as any*/)
],
v37 = [
  {
    "fields": [
      (v19/*:: as any*/),
      (v20/*:: as any*/),
      (v21/*:: as any*/),
      {
        "kind": "Literal",
        "name": "statuses",
        "value": null
      },
      (v22/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v25/*:: as any*/),
  (v26/*:: as any*/)
],
v38 = [
  {
    "alias": null,
    "args": (v37/*:: as any*/),
    "concreteType": "IssueConnection",
    "kind": "LinkedField",
    "name": "issues",
    "plural": false,
    "selections": (v30/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v37/*:: as any*/),
    "filters": (v31/*:: as any*/),
    "handle": "connection",
    "key": "IssueGroupIssues_issues",
    "kind": "LinkedHandle",
    "name": "issues"
  },
  (v8/*:: as any*/)
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
      (v7/*:: as any*/)
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
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v14/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BulkEditBar_workspace"
              },
              {
                "condition": "grouped",
                "kind": "Condition",
                "passingValue": false,
                "selections": [
                  {
                    "fragment": {
                      "kind": "InlineFragment",
                      "selections": [
                        {
                          "args": [
                            (v19/*:: as any*/),
                            (v20/*:: as any*/),
                            (v21/*:: as any*/),
                            {
                              "kind": "Variable",
                              "name": "projectKey",
                              "variableName": "projectKey"
                            },
                            (v22/*:: as any*/)
                          ],
                          "kind": "FragmentSpread",
                          "name": "IssueGroups_workspace"
                        }
                      ],
                      "type": "Workspace",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "statusGroups"
                  }
                ]
              },
              {
                "condition": "grouped",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": "groupedProject",
                    "args": (v12/*:: as any*/),
                    "concreteType": "Project",
                    "kind": "LinkedField",
                    "name": "project",
                    "plural": false,
                    "selections": [
                      {
                        "args": [
                          (v19/*:: as any*/),
                          (v23/*:: as any*/),
                          (v20/*:: as any*/),
                          (v21/*:: as any*/),
                          (v24/*:: as any*/),
                          (v22/*:: as any*/)
                        ],
                        "kind": "FragmentSpread",
                        "name": "BoardLanes_project"
                      }
                    ],
                    "storageKey": null
                  }
                ]
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
      (v5/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v7/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v6/*:: as any*/)
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
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v14/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              {
                "condition": "grouped",
                "kind": "Condition",
                "passingValue": false,
                "selections": [
                  {
                    "alias": "backlog",
                    "args": (v12/*:: as any*/),
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
                        "selections": (v30/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": (v27/*:: as any*/),
                        "filters": (v31/*:: as any*/),
                        "handle": "connection",
                        "key": "IssueGroup_issues",
                        "kind": "LinkedHandle",
                        "name": "issues"
                      },
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": "todo",
                    "args": (v12/*:: as any*/),
                    "concreteType": "Project",
                    "kind": "LinkedField",
                    "name": "project",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": (v32/*:: as any*/),
                        "concreteType": "IssueConnection",
                        "kind": "LinkedField",
                        "name": "issues",
                        "plural": false,
                        "selections": (v30/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": (v32/*:: as any*/),
                        "filters": (v31/*:: as any*/),
                        "handle": "connection",
                        "key": "IssueGroup_issues",
                        "kind": "LinkedHandle",
                        "name": "issues"
                      },
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": "inProgress",
                    "args": (v12/*:: as any*/),
                    "concreteType": "Project",
                    "kind": "LinkedField",
                    "name": "project",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": (v33/*:: as any*/),
                        "concreteType": "IssueConnection",
                        "kind": "LinkedField",
                        "name": "issues",
                        "plural": false,
                        "selections": (v30/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": (v33/*:: as any*/),
                        "filters": (v31/*:: as any*/),
                        "handle": "connection",
                        "key": "IssueGroup_issues",
                        "kind": "LinkedHandle",
                        "name": "issues"
                      },
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": "inReview",
                    "args": (v12/*:: as any*/),
                    "concreteType": "Project",
                    "kind": "LinkedField",
                    "name": "project",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": (v34/*:: as any*/),
                        "concreteType": "IssueConnection",
                        "kind": "LinkedField",
                        "name": "issues",
                        "plural": false,
                        "selections": (v30/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": (v34/*:: as any*/),
                        "filters": (v31/*:: as any*/),
                        "handle": "connection",
                        "key": "IssueGroup_issues",
                        "kind": "LinkedHandle",
                        "name": "issues"
                      },
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": "done",
                    "args": (v12/*:: as any*/),
                    "concreteType": "Project",
                    "kind": "LinkedField",
                    "name": "project",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": (v35/*:: as any*/),
                        "concreteType": "IssueConnection",
                        "kind": "LinkedField",
                        "name": "issues",
                        "plural": false,
                        "selections": (v30/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": (v35/*:: as any*/),
                        "filters": (v31/*:: as any*/),
                        "handle": "connection",
                        "key": "IssueGroup_issues",
                        "kind": "LinkedHandle",
                        "name": "issues"
                      },
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": "canceled",
                    "args": (v12/*:: as any*/),
                    "concreteType": "Project",
                    "kind": "LinkedField",
                    "name": "project",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": (v36/*:: as any*/),
                        "concreteType": "IssueConnection",
                        "kind": "LinkedField",
                        "name": "issues",
                        "plural": false,
                        "selections": (v30/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": (v36/*:: as any*/),
                        "filters": (v31/*:: as any*/),
                        "handle": "connection",
                        "key": "IssueGroup_issues",
                        "kind": "LinkedHandle",
                        "name": "issues"
                      },
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ]
              },
              {
                "condition": "grouped",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": "groupedProject",
                    "args": (v12/*:: as any*/),
                    "concreteType": "Project",
                    "kind": "LinkedField",
                    "name": "project",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": [
                          (v23/*:: as any*/),
                          {
                            "fields": [
                              (v19/*:: as any*/),
                              (v20/*:: as any*/),
                              (v21/*:: as any*/),
                              (v24/*:: as any*/),
                              (v22/*:: as any*/)
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
                          (v8/*:: as any*/),
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
                            "selections": (v16/*:: as any*/),
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
                            "selections": (v38/*:: as any*/),
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
                            "selections": (v38/*:: as any*/),
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
                            "selections": (v38/*:: as any*/),
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
                            "selections": (v38/*:: as any*/),
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
                            "selections": (v38/*:: as any*/),
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
                            "selections": (v38/*:: as any*/),
                            "storageKey": "withStatus(status:\"CANCELED\")"
                          }
                        ],
                        "storageKey": null
                      },
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ]
              },
              (v8/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "17d2650c45833bf76f3e3b4da8d4f420f49980baf8773f53a086c750accad0d0",
    "metadata": {},
    "name": "BoardPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7ee30fb4a5082268aa2e883f848dadd3";

export default node;
