/**
 * @generated SignedSource<<5b3fffc7d90842e78176c3ebe467a109>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApiKeyRole = "ADMIN" | "MEMBER" | "VIEWER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiKeyRow_apiKey$data = {
  readonly createdAt: string;
  readonly expired: boolean;
  readonly expiresAt: string | null | undefined;
  readonly id: string;
  readonly lastUsedAt: string | null | undefined;
  readonly name: string;
  readonly prefix: string;
  readonly role: ApiKeyRole;
  readonly " $fragmentType": "ApiKeyRow_apiKey";
};
export type ApiKeyRow_apiKey$key = {
  readonly " $data"?: ApiKeyRow_apiKey$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeyRow_apiKey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiKeyRow_apiKey",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prefix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
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
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expired",
      "storageKey": null
    }
  ],
  "type": "ApiKey",
  "abstractKey": null
};

(node as any).hash = "d106244fd79558f8e2543d01d111c449";

export default node;
