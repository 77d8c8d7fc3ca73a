// Generic Relay driving for client tests, whatever the feature: find an operation the app sent, answer it
// (payloads shaped by the real documents through MockPayloadGenerator), refuse it, fail it as an offline
// browser would, push subscription messages. Everything that changes the store runs inside act().
import { act, waitFor } from '@testing-library/react';
import type { GraphQLSingularResponse, OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, type MockResolvers, type RelayMockEnvironment } from 'relay-test-utils';
import { ApiError } from '@/relay/errors';

/** A payload: mock resolvers by type name, or a function of the operation for full control. */
export type PayloadSource = MockResolvers | ((operation: OperationDescriptor) => GraphQLSingularResponse);

function payloadFor(operation: OperationDescriptor, source: PayloadSource): GraphQLSingularResponse {
  return typeof source === 'function' ? source(operation) : MockPayloadGenerator.generate(operation, source);
}

/** The pending operation of that name (throws when the app has not sent it). */
export function operationNamed(environment: RelayMockEnvironment, name: string): OperationDescriptor {
  return environment.mock.findOperation((operation) => operation.request.node.params.name === name);
}

/** The names of the operations the app has sent and that are still pending (queries, mutations, subscriptions). */
export function pendingOperationNames(environment: RelayMockEnvironment): string[] {
  return environment.mock.getAllOperations().map((operation) => operation.request.node.params.name);
}

/** Waits until the app has sent the operation of that name (route loaders send theirs asynchronously). */
export async function waitForOperation(environment: RelayMockEnvironment, name: string): Promise<OperationDescriptor> {
  return waitFor(() => operationNamed(environment, name));
}

/** Answers the pending operation of that name. */
export function resolveOperation(environment: RelayMockEnvironment, name: string, source: PayloadSource = {}): void {
  const operation = operationNamed(environment, name);
  act(() => environment.mock.resolve(operation, payloadFor(operation, source)));
}

/** Fails the pending operation of that name with an error, as the network layer reports one (an ApiError). */
export function rejectOperation(environment: RelayMockEnvironment, name: string, error: ApiError): void {
  const operation = operationNamed(environment, name);
  act(() => environment.mock.reject(operation, error));
}

/** Pushes one message down the open subscription of that name. */
export function pushSubscriptionPayload(environment: RelayMockEnvironment, name: string, source: PayloadSource): void {
  const operation = operationNamed(environment, name);
  act(() => environment.mock.nextValue(operation, payloadFor(operation, source)));
}

let offline: jest.SpyInstance | null = null;

/** The browser reports itself offline (navigator.onLine) until goOnline() or the end of the test. */
export function goOffline(): void {
  offline ??= jest.spyOn(window.navigator, 'onLine', 'get');
  offline.mockReturnValue(false);
}

export function goOnline(): void {
  offline?.mockRestore();
  offline = null;
}

/** The browser goes offline and the pending operation of that name fails as fetch fails then ("Failed to fetch"). */
export function failOffline(environment: RelayMockEnvironment, name: string): void {
  goOffline();
  rejectOperation(environment, name, new ApiError('NETWORK', 'Failed to fetch'));
}
