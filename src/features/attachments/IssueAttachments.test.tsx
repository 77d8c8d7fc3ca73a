import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADA, GRACE, testAttachment, testIssue } from '../../../__tests__/helpers/fixtures/issues';
import { IssuePageDriver } from '../../../__tests__/helpers/pages/issuePage';
import { operationNamed, resolveOperation, waitForOperation } from '../../../__tests__/helpers/relay';
import { attachmentMarkdown } from './uploadAttachment';

const files = () => screen.getByRole('region', { name: /^Files/ });

function answerUploads(...answers: Array<{ status: number; body: unknown }>) {
  const fetchMock = jest.fn(async () => {
    const answer = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe("an issue's files", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('lists each file with a thumbnail or its type, its size and who attached it, and removes one after asking', async () => {
    const shot = testAttachment('screenshot.png', { uploader: GRACE });
    const report = testAttachment('report.pdf', { uploader: ADA, size: 3 * 1024 * 1024 });
    const page = await IssuePageDriver.open({ issue: testIssue(1, { attachments: [shot, report] }) });

    expect(screen.getByRole('heading', { name: 'Files (2)' })).toBeInTheDocument();
    const items = within(files()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['screenshot.png2.0 KB · Grace Member×', 'PDFreport.pdf3.0 MB · Ada Admin×']);
    expect(within(items[0]).getByRole('link', { name: 'Open screenshot.png' }).querySelector('img')).toHaveAttribute('src', shot.url);
    expect(within(items[1]).getByRole('link', { name: 'report.pdf' })).toHaveAttribute('href', report.url);

    await page.user.click(within(files()).getByRole('button', { name: 'Remove report.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove report.pdf?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Remove file' }));
    const sent = operationNamed(page.environment, 'useDeleteAttachmentMutation');
    expect(sent.request.variables.input).toEqual({ id: report.id });
    expect(within(files()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('uploads chosen files, says so meanwhile, reads the list again, and toasts a refusal with its reason', async () => {
    const page = await IssuePageDriver.open({ issue: testIssue(1) });
    const uploaded = testAttachment('notes.pdf');
    const fetchMock = answerUploads(
      { status: 201, body: { id: uploaded.id, name: 'notes.pdf', contentType: 'application/pdf', size: 4, isImage: false, url: uploaded.url } },
      { status: 413, body: { error: { code: 'BAD_USER_INPUT', message: 'A file may be at most 25 MB.' } } },
    );
    expect(within(files()).getByText('Drop files here, or paste an image into the description or a comment.')).toBeInTheDocument();

    await page.user.upload(screen.getByLabelText('Files to attach'), [new File(['%PDF'], 'notes.pdf'), new File(['x'.repeat(10)], 'huge.bin')]);
    expect(fetchMock).toHaveBeenCalledWith(`/attachments?issueId=${encodeURIComponent('issue_WEB-1')}&name=notes.pdf`, expect.objectContaining({ method: 'POST' }));
    await page.toast('huge.bin was not uploaded: A file may be at most 25 MB.');
    await waitForOperation(page.environment, 'IssueAttachmentsRefetchQuery');
    resolveOperation(page.environment, 'IssueAttachmentsRefetchQuery', {
      Issue: () => ({ id: 'issue_WEB-1', viewerCanAttach: true, attachments: [{ __typename: 'Attachment', ...uploaded, uploader: null }] }),
    });
    expect(await within(files()).findByRole('link', { name: 'notes.pdf' })).toBeInTheDocument();
    expect(within(files()).queryByRole('status')).toBeNull();
  });

  it('is not shown to a viewer of an issue without files, and shows files without Attach or Remove to one with', async () => {
    const readOnly = { viewerCanAttach: false, viewerCanUpdate: false, viewerCanComment: false };
    const page = await IssuePageDriver.open({ issue: testIssue(1, readOnly) });
    expect(screen.queryByRole('region', { name: /^Files/ })).toBeNull();
    page.rendered.unmount();

    await IssuePageDriver.open({ issue: testIssue(2, { ...readOnly, attachments: [testAttachment('plan.pdf', { viewerCanDelete: false })] }) });
    expect(within(files()).getByRole('link', { name: 'plan.pdf' })).toBeInTheDocument();
    expect(within(files()).queryAllByRole('button')).toEqual([]);
  });

  it('embeds an image pasted into a comment where it was pasted, once uploaded, and takes out a refused one', async () => {
    const page = await IssuePageDriver.open({ issue: testIssue(1) });
    const uploaded = testAttachment('shot.png');
    answerUploads(
      { status: 201, body: { id: uploaded.id, name: 'shot.png', contentType: 'image/png', size: 9, isImage: true, url: uploaded.url } },
      { status: 403, body: { error: { code: 'FORBIDDEN', message: 'You may not attach files in this workspace.' } } },
    );
    const field = screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement;
    await page.user.type(field, 'Before  after');
    field.setSelectionRange(7, 7);
    fireEvent.paste(field, { clipboardData: { files: [new File(['png'], 'shot.png', { type: 'image/png' })] } });
    expect(field.value).toMatch(/^Before !\[Uploading shot\.png…\]\(uploading:\d+\) after$/);
    await waitFor(() => expect(field.value).toBe(`Before ![shot.png](/attachments/${uploaded.id}/shot.png) after`));

    fireEvent.paste(field, { clipboardData: { files: [new File(['x'], 'nope.png', { type: 'image/png' })] } });
    await page.toast('nope.png was not uploaded: You may not attach files in this workspace.');
    expect(field.value).toBe(`Before ![shot.png](/attachments/${uploaded.id}/shot.png) after`);
  });

  it('shows an image a description embeds by asking for its address', async () => {
    const shot = testAttachment('diagram.png');
    const page = await IssuePageDriver.open({ issue: testIssue(1, { description: `See ${attachmentMarkdown({ id: shot.id, name: 'diagram.png', isImage: true })}` }) });
    await waitForOperation(page.environment, 'EmbeddedAttachmentQuery');
    expect(operationNamed(page.environment, 'EmbeddedAttachmentQuery').request.variables).toEqual({ id: shot.id });
    resolveOperation(page.environment, 'EmbeddedAttachmentQuery', { Node: () => ({ __typename: 'Attachment', id: shot.id }), Attachment: () => ({ id: shot.id, url: shot.url, name: 'diagram.png', isImage: true }) });
    await waitFor(() => expect(screen.getByRole('img', { name: 'diagram.png' })).toHaveAttribute('src', shot.url));
  });
});
