import { parseListFilters } from '@/features/board/listParams';
import { listIssueFilter } from '@/features/workspaceIssues/workspaceParams';
import { viewTargetPath } from './viewPaths';

describe('a saved view’s address', () => {
  it('opens a project view with its More filters in the URL, which the page reads back into the same filter', () => {
    const filter = { priorities: ['HIGH'], cycle: 'cycle_3', estimateMin: 0, estimateMax: 8, blocked: true, hasParent: false, overdue: true, createdWithinDays: 14 };
    const path = viewTargetPath('acme', { scope: 'PROJECT', filter: JSON.stringify(filter), orderBy: 'POSITION', layout: 'LIST', project: { key: 'WEB' } });

    expect(path).toBe('/w/acme/projects/WEB/list?priority=HIGH&overdue=1&created=14&estimate_min=0&estimate_max=8&cycle=cycle_3&sub=no&blocked=yes');
    expect(listIssueFilter(parseListFilters(new URL(path!, 'http://lanes.test').searchParams))).toEqual(filter);
  });

  it('leaves out what a stored filter holds wrongly (a date that is not one, points out of bounds)', () => {
    const path = viewTargetPath('acme', { scope: 'WORKSPACE', filter: JSON.stringify({ dueBefore: 'soon', estimateMax: 500 }), orderBy: 'UPDATED', layout: 'LIST' });
    expect(listIssueFilter(parseListFilters(new URL(path!, 'http://lanes.test').searchParams))).toEqual({});
  });
});
