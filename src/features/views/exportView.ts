// A saved view's "Export": the issues it shows as a file the browser downloads (the server writes it; whoever sees
// the view may export it). Loaded when first used, not with the navigation.
import { fetchQuery, graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { exportViewQuery, ExportFormat } from '@/__generated__/exportViewQuery.graphql';
import { downloadIssuesExport } from '@/lib/download';

const query = graphql`
  query exportViewQuery($id: ID!, $format: ExportFormat!) {
    node(id: $id) {
      ... on SavedView {
        exportIssues(format: $format)
      }
    }
  }
`;

/** The view's name as the start of a file name: its letters and digits, dashes between. */
const fileNameOf = (name: string) => name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'view';

export async function downloadViewExport(environment: IEnvironment, view: { id: string; name: string }, format: ExportFormat): Promise<void> {
  const data = await fetchQuery<exportViewQuery>(environment, query, { id: view.id, format }, { fetchPolicy: 'network-only' }).toPromise();
  downloadIssuesExport(data?.node?.exportIssues, fileNameOf(view.name), format, 'The view was not found.');
}
