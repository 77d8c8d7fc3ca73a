// "Export": the project's issues as a file the browser downloads (the server writes it; a viewer may export too).
import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { downloadIssuesExport } from '@/lib/download';
import type { exportIssuesQuery, ExportFormat } from '@/__generated__/exportIssuesQuery.graphql';

const query = graphql`
  query exportIssuesQuery($id: ID!, $format: ExportFormat!) {
    node(id: $id) {
      ... on Project {
        exportIssues(format: $format)
      }
    }
  }
`;

export async function downloadExport(environment: Environment, project: { id: string; key: string }, format: ExportFormat): Promise<void> {
  const data = await fetchQuery<exportIssuesQuery>(environment, query, { id: project.id, format }, { fetchPolicy: 'network-only' }).toPromise();
  downloadIssuesExport(data?.node?.exportIssues, project.key, format, 'The project was not found.');
}
