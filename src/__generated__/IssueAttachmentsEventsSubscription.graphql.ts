/**
 * @generated SignedSource<<2d9ebe11afb7c6846a569bebb694ee63>>
 * @relayHash d3318a1d9423f7b585f39b0f64ab673f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1bcc338e1c38e61a6641c0dffc367f76e7b1119a4c09330b32f9d569968e4d1a

import { ConcreteRequest } from 'relay-runtime';
export type IssueField = "ASSIGNEE" | "ATTACHMENTS" | "CYCLE" | "DESCRIPTION" | "DUE_DATE" | "ESTIMATE" | "LABELS" | "PARENT" | "PRIORITY" | "RELATIONS" | "STATUS" | "SUB_ISSUES" | "TITLE" | "%future added value";
export type IssueAttachmentsEventsSubscription$variables = {
  issueId: string;
};
export type IssueAttachmentsEventsSubscription$data = {
  readonly issueTimelineEvents: {
    readonly item: {
      readonly changes?: ReadonlyArray<{
        readonly field: IssueField;
      }>;
    } | null | undefined;
  };
};
export type IssueAttachmentsEventsSubscription = {
  response: IssueAttachmentsEventsSubscription$data;
  variables: IssueAttachmentsEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "issueId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "issueId",
    "variableName": "issueId"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "IssueFieldChange",
      "kind": "LinkedField",
      "name": "changes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "IssueActivity",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "IssueAttachmentsEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TimelineEvent",
        "kind": "LinkedField",
        "name": "issueTimelineEvents",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "item",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IssueAttachmentsEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TimelineEvent",
        "kind": "LinkedField",
        "name": "issueTimelineEvents",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "item",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "type": "Node",
                "abstractKey": "__isNode"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1bcc338e1c38e61a6641c0dffc367f76e7b1119a4c09330b32f9d569968e4d1a",
    "metadata": {},
    "name": "IssueAttachmentsEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "ccba3c61436f44c207c4da0f707155fb";

export default node;
