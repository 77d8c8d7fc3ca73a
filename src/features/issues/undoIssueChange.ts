// Takes a change of an issue's fields back (loaded when an undo first runs): the fields nobody changed since get
// their previous values, through the same mutation; the others are left as they are, and the toast names them.
import { commitMutation } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { UpdateIssueInput, useUpdateIssueMutation as UpdateIssueMutation } from '@/__generated__/useUpdateIssueMutation.graphql';
import { currentIssues } from '@/features/undo/currentIssues';
import { sameValue } from '@/features/undo/issueValues';
import type { UndoOutcome } from '@/features/undo/undoHistory';
import type { IssuePriorityValue, IssueStatusValue } from './fields/options';
import { FIELD_WORDS, inWords, updateIssueMutation as mutation, type FieldValue, type UndoableField } from './useUpdateIssueMutation';

export async function undoIssueChange(
  environment: IEnvironment,
  issue: { id: string; key: string },
  changed: [UndoableField, { before: FieldValue; after: FieldValue }][],
): Promise<UndoOutcome> {
  const now = (await currentIssues(environment, [issue.id])).get(issue.id);
  if (!now) return { undone: false, message: `Not undone: ${issue.key} was deleted.` };
  const back = changed.filter(([field, { after }]) => sameValue(field, now[field], after.value));
  const kept = changed.filter(([field, { after }]) => !sameValue(field, now[field], after.value)).map(([field]) => FIELD_WORDS[field]);
  const keptWords = kept.length ? ` Someone changed its ${kept.join(' and ')} since; left as ${kept.length === 1 ? 'it is' : 'they are'}.` : '';
  if (back.length === 0) return { undone: false, message: `Not undone: ${issue.key}.${keptWords}` };
  const input: UpdateIssueInput = { id: issue.id };
  for (const [field, { before }] of back) {
    if (field === 'assigneeId') input.assigneeId = before.value as string | null;
    else if (field === 'labelIds') input.labelIds = [...(before.value as readonly string[])];
    else if (field === 'dueDate') input.dueDate = before.value as string | null;
    else if (field === 'status') input.status = before.value as IssueStatusValue;
    else if (field === 'priority') input.priority = before.value as IssuePriorityValue;
    else input.title = before.value as string;
  }
  await new Promise<void>((resolve, reject) =>
    commitMutation<UpdateIssueMutation>(environment, {
      mutation,
      variables: { input },
      onCompleted: (_response, errors) => (errors?.length ? reject(new Error(errors[0]!.message)) : resolve()),
      onError: reject,
    }),
  );
  return { undone: true, message: `Undone: ${issue.key} has ${inWords(back.map(([field, { before }]) => [field, before]))} again.${keptWords}` };
}
