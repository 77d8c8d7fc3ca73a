// The import's requests: start it, read its progress (until it is over), cancel it. Committed on the environment: the
// dialog that asks may close while the server works on.
import { commitMutation, fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { importJobQuery, importJobQuery$data } from '@/__generated__/importJobQuery.graphql';
import type { importJobStartMutation, ImportColumnInput } from '@/__generated__/importJobStartMutation.graphql';
import type { importJobCancelMutation } from '@/__generated__/importJobCancelMutation.graphql';

export type ImportJobState = NonNullable<importJobQuery$data['importJob']>;

/** What the dialog shows of a job: read the same way when it starts and while it runs (spread unmasked below). */
export const importJobFields = graphql`
  fragment importJob_fields on ImportJob {
    id
    status
    format
    total
    done
    created
    skipped {
      row
      message
    }
    warnings {
      row
      message
    }
    error
    viewerCanCancel
  }
`;

const jobQuery = graphql`
  query importJobQuery($id: ID!) {
    importJob(id: $id) {
      ...importJob_fields @relay(mask: false)
    }
  }
`;

const startMutation = graphql`
  mutation importJobStartMutation($input: StartImportInput!) {
    startImport(input: $input) {
      importJob {
        ...importJob_fields @relay(mask: false)
      }
    }
  }
`;

const cancelMutation = graphql`
  mutation importJobCancelMutation($input: CancelImportInput!) {
    cancelImport(input: $input) {
      importJob {
        id
        status
      }
    }
  }
`;

export const isOver = (status: string) => status === 'DONE' || status === 'CANCELED' || status === 'FAILED';

export function startImport(
  environment: Environment,
  input: { projectId: string; fileName: string; content: string; mapping: ImportColumnInput[] | null },
): Promise<ImportJobState> {
  return new Promise((resolve, reject) => {
    commitMutation<importJobStartMutation>(environment, {
      mutation: startMutation,
      variables: { input },
      onCompleted: (data, errors) => (errors?.length ? reject(errors[0]) : resolve(data.startImport.importJob)),
      onError: reject,
    });
  });
}

export async function readImportJob(environment: Environment, id: string): Promise<ImportJobState | null> {
  const data = await fetchQuery<importJobQuery>(environment, jobQuery, { id }, { fetchPolicy: 'network-only' }).toPromise();
  return data?.importJob ?? null;
}

export function cancelImport(environment: Environment, id: string): Promise<void> {
  return new Promise((resolve, reject) => {
    commitMutation<importJobCancelMutation>(environment, {
      mutation: cancelMutation,
      variables: { input: { id } },
      onCompleted: (_data, errors) => (errors?.length ? reject(errors[0]) : resolve()),
      onError: reject,
    });
  });
}
