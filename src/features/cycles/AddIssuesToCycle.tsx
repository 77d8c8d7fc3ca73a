// "Add issues" on a cycle's page: search the workspace's issues by their words and add the ones picked to the cycle
// (an issue in another cycle moves here).
import { useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { AddIssuesToCycleSearchQuery, AddIssuesToCycleSearchQuery$data } from '@/__generated__/AddIssuesToCycleSearchQuery.graphql';
import { maskInRecordings } from '@/analytics/mask';
import { describeError } from '@/relay/errors';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/Field';
import { useSetIssueCycleMutation } from './useSetIssueCycleMutation';
import styles from './Cycles.module.css';

const searchQuery = graphql`
  query AddIssuesToCycleSearchQuery($query: String!) {
    viewer {
      workspace {
        searchIssues(query: $query, first: 10) {
          edges {
            node {
              id
              key
              title
              cycle {
                id
                number
              }
            }
          }
        }
      }
    }
  }
`;

type Hit = AddIssuesToCycleSearchQuery$data['viewer']['workspace']['searchIssues']['edges'][number]['node'];

export function AddIssuesToCycle({ cycle, onAdded }: { cycle: { id: string; number: number }; onAdded: () => void }) {
  const environment = useRelayEnvironment();
  const [words, setWords] = useState('');
  const [hits, setHits] = useState<readonly Hit[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const setIssueCycle = useSetIssueCycleMutation();

  /** The issue shows as added among the results, and the page reads its cycle again. */
  function added(issueId: string) {
    setHits((current) => current?.map((hit) => (hit.id === issueId ? { ...hit, cycle: { id: cycle.id, number: cycle.number } } : hit)) ?? null);
    onAdded();
  }

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    fetchQuery<AddIssuesToCycleSearchQuery>(environment, searchQuery, { query: words }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => setHits(data.viewer.workspace.searchIssues.edges.map((edge) => edge.node)),
      error: (error: Error) => setProblem(describeError(error)),
    });
  }

  return (
    <section className={styles.card} aria-label="Add issues">
      <h2 className={styles.formTitle}>Add issues</h2>
      <form className={styles.form} onSubmit={onSearch} role="search" noValidate>
        <TextField label="Find issues" name="query" type="search" value={words} onChange={(event) => setWords(event.target.value)} autoComplete="off" />
        <div>
          <Button type="submit">Search</Button>
        </div>
      </form>
      {problem ? <p role="alert">{problem}</p> : null}
      {hits === null ? null : hits.length === 0 ? (
        <p className={styles.muted}>No issue matches these words.</p>
      ) : (
        <ul className={styles.issues} aria-label="Issues found">
          {hits.map((hit) => {
            const here = hit.cycle?.id === cycle.id;
            return (
              <li key={hit.id} className={styles.pickRow}>
                <span {...maskInRecordings}>
                  {hit.key} {hit.title}
                  {hit.cycle && !here ? <span className={styles.muted}> (in cycle {hit.cycle.number})</span> : null}
                </span>
                <Button size="sm" disabled={here} aria-label={`${here ? 'Added' : 'Add'} ${hit.key} to cycle ${cycle.number}`} onClick={() => setIssueCycle(hit, cycle.id, () => added(hit.id))}>
                  {here ? 'Added' : 'Add'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
