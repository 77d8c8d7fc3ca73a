// The timeline's words for a field the contract gained after the timeline was written: the field's name and values,
// never a bare "changed the issue" (a new plain field needs no wording of its own here: src/features/issues/plainFields).
import { describeChange } from './TimelineActivity';

type Change = Parameters<typeof describeChange>[0];
const change = (fields: Partial<Change>) => ({ from: null, to: null, relationType: null, fromUser: null, toUser: null, addedLabels: [], removedLabels: [], ...fields }) as Change;

it('says a field it has no words for by its name, with its values', () => {
  const field = 'SOME_NEW_FIELD' as Change['field'];
  expect(describeChange(change({ field, from: '50', to: '75' }))).toBe('changed the some new field from 50 to 75');
  expect(describeChange(change({ field, to: '75' }))).toBe('set the some new field to 75');
  expect(describeChange(change({ field, from: '50' }))).toBe('removed the some new field (was 50)');
});
