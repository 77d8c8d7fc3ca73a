/**
 * @generated SignedSource<<ad0c8a25359ba48e3e045350199ba97b>>
 * @relayHash 74657ec5cf1fc4922cfe5476553ab526
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f19cad49e61c59f84e8fb525bf943a60dd213326c44456f5bf75412651c21566

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueOrder = "CREATED" | "DUE_DATE" | "POSITION" | "PRIORITY" | "UPDATED" | "%future added value";
export type IssuePriority = "HIGH" | "LOW" | "MEDIUM" | "NONE" | "URGENT" | "%future added value";
export type IssueStatus = "BACKLOG" | "CANCELED" | "DONE" | "IN_PROGRESS" | "IN_REVIEW" | "TODO" | "%future added value";
export type AssigneeFilter = {
  ids?: ReadonlyArray<string> | null | undefined;
  me?: boolean | null | undefined;
  unassigned?: boolean | null | undefined;
};
export type IssueGroupIssuesPaginationQuery$variables = {
  assignee?: AssigneeFilter | null | undefined;
  blocked?: boolean | null | undefined;
  count?: number | null | undefined;
  createdWithinDays?: number | null | undefined;
  cursor?: string | null | undefined;
  cycle?: string | null | undefined;
  dueAfter?: any | null | undefined;
  dueBefore?: any | null | undefined;
  estimateMax?: number | null | undefined;
  estimateMin?: number | null | undefined;
  estimated?: boolean | null | undefined;
  hasChildren?: boolean | null | undefined;
  hasParent?: boolean | null | undefined;
  id: string;
  labelIds?: ReadonlyArray<string> | null | undefined;
  orderBy?: IssueOrder | null | undefined;
  overdue?: boolean | null | undefined;
  priorities?: ReadonlyArray<IssuePriority> | null | undefined;
  statuses?: ReadonlyArray<IssueStatus> | null | undefined;
  text?: string | null | undefined;
  updatedWithinDays?: number | null | undefined;
};
export type IssueGroupIssuesPaginationQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"IssueGroupIssues_group">;
  } | null | undefined;
};
export type IssueGroupIssuesPaginationQuery = {
  response: IssueGroupIssuesPaginationQuery$data;
  variables: IssueGroupIssuesPaginationQuery$variables;
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
  "defaultValue": 25,
  "kind": "LocalArgument",
  "name": "count"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "createdWithinDays"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "cursor"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "cycle"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dueAfter"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dueBefore"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "estimateMax"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "estimateMin"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "estimated"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasChildren"
},
v12 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasParent"
},
v13 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v14 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "labelIds"
},
v15 = {
  "defaultValue": "POSITION",
  "kind": "LocalArgument",
  "name": "orderBy"
},
v16 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "overdue"
},
v17 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "priorities"
},
v18 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "statuses"
},
v19 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "text"
},
v20 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "updatedWithinDays"
},
v21 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v22 = {
  "kind": "Variable",
  "name": "assignee",
  "variableName": "assignee"
},
v23 = {
  "kind": "Variable",
  "name": "labelIds",
  "variableName": "labelIds"
},
v24 = {
  "kind": "Variable",
  "name": "orderBy",
  "variableName": "orderBy"
},
v25 = {
  "kind": "Variable",
  "name": "priorities",
  "variableName": "priorities"
},
v26 = {
  "kind": "Variable",
  "name": "statuses",
  "variableName": "statuses"
},
v27 = {
  "kind": "Variable",
  "name": "text",
  "variableName": "text"
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v30 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "fields": [
      (v22/*:: as any*/),
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
      (v23/*:: as any*/),
      {
        "kind": "Variable",
        "name": "overdue",
        "variableName": "overdue"
      },
      (v25/*:: as any*/),
      (v26/*:: as any*/),
      (v27/*:: as any*/),
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
    "name": "first",
    "variableName": "count"
  },
  (v24/*:: as any*/)
],
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
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
      (v18/*:: as any*/),
      (v19/*:: as any*/),
      (v20/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "IssueGroupIssuesPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v21/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "args": [
              (v22/*:: as any*/),
              {
                "kind": "Variable",
                "name": "count",
                "variableName": "count"
              },
              {
                "kind": "Variable",
                "name": "cursor",
                "variableName": "cursor"
              },
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              (v27/*:: as any*/)
            ],
            "kind": "FragmentSpread",
            "name": "IssueGroupIssues_group"
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
      (v14/*:: as any*/),
      (v15/*:: as any*/),
      (v16/*:: as any*/),
      (v17/*:: as any*/),
      (v18/*:: as any*/),
      (v19/*:: as any*/),
      (v20/*:: as any*/),
      (v13/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "IssueGroupIssuesPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v21/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v28/*:: as any*/),
          (v29/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
                          (v29/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "position",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "key",
                            "storageKey": null
                          },
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
                              (v29/*:: as any*/),
                              (v31/*:: as any*/),
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
                              (v29/*:: as any*/),
                              (v31/*:: as any*/),
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
                          (v28/*:: as any*/)
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
              }
            ],
            "type": "IssueGroup",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f19cad49e61c59f84e8fb525bf943a60dd213326c44456f5bf75412651c21566",
    "metadata": {},
    "name": "IssueGroupIssuesPaginationQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "225283dbe9a376bc3970d823ed38840f";

export default node;
