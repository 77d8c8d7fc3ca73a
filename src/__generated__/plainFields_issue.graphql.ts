/**
 * @generated SignedSource<<6b8296bfdbdb7852d5ce450ced115e7b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type IssuePriority = "HIGH" | "LOW" | "MEDIUM" | "NONE" | "URGENT" | "%future added value";
export type IssueStatus = "BACKLOG" | "CANCELED" | "DONE" | "IN_PROGRESS" | "IN_REVIEW" | "TODO" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type plainFields_issue$data = {
  readonly description: string;
  readonly dueDate: any | null | undefined;
  readonly estimate: number | null | undefined;
  readonly priority: IssuePriority;
  readonly status: IssueStatus;
  readonly title: string;
  readonly " $fragmentType": "plainFields_issue";
};
export type plainFields_issue$key = {
  readonly " $data"?: plainFields_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"plainFields_issue">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "plainFields_issue"
};

(node as any).hash = "48116160268daf3e4927e247672d732c";

export default node;
