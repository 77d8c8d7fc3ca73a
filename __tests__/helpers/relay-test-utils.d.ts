// Types for relay-test-utils, which ships Flow types only: the parts Lanes' tests use.
declare module 'relay-test-utils' {
  import type {
    ConcreteRequest,
    Environment,
    GraphQLSingularResponse,
    GraphQLTaggedNode,
    OperationDescriptor,
    Store,
    Variables,
  } from 'relay-runtime';

  type Payload = GraphQLSingularResponse;
  type OperationOrRequest = OperationDescriptor | ConcreteRequest;

  export interface MockEnvironmentControls {
    getMostRecentOperation(): OperationDescriptor;
    getAllOperations(): OperationDescriptor[];
    findOperation(find: (operation: OperationDescriptor) => boolean): OperationDescriptor;
    resolve(operation: OperationOrRequest, payload: Payload | Payload[]): void;
    reject(operation: OperationOrRequest, error: Error | string): void;
    nextValue(operation: OperationOrRequest, payload: Payload): void;
    complete(operation: OperationOrRequest): void;
    resolveMostRecentOperation(payload: Payload | ((operation: OperationDescriptor) => Payload)): void;
    rejectMostRecentOperation(error: Error | ((operation: OperationDescriptor) => Error)): void;
    queueOperationResolver(resolver: (operation: OperationDescriptor) => Payload | Error | null | undefined): void;
    queuePendingOperation(query: GraphQLTaggedNode, variables: Variables): void;
  }

  export interface RelayMockEnvironment extends Environment {
    mock: MockEnvironmentControls;
    mockClear(): void;
  }

  export function createMockEnvironment(config?: { store?: Store }): RelayMockEnvironment;

  export interface MockResolverContext {
    parentType: string | null;
    name: string | null;
    alias: string | null;
    path: readonly string[] | null;
    args: Record<string, unknown> | null;
  }

  export type MockResolvers = Record<string, (context: MockResolverContext, generateId: () => number) => unknown>;

  export const MockPayloadGenerator: {
    generate(operation: OperationDescriptor, mockResolvers?: MockResolvers | null): Payload;
  };
}
