// Uploading files to an issue from a page: one after another, the names under way known meanwhile, a refused one
// toasted with the server's reason.
import { useCallback, useState } from 'react';
import { toasts } from '@/ui/toasts';
import { attachmentMarkdown, uploadAttachment, UploadError, type UploadedAttachment } from './uploadAttachment';

/** Uploads one file, toasting a refusal with its reason; null when refused. */
async function uploadOne(issueId: string, file: File): Promise<UploadedAttachment | null> {
  try {
    return await uploadAttachment(issueId, file);
  } catch (error) {
    toasts.error(error instanceof UploadError ? error.message : `${file.name} was not uploaded.`);
    return null;
  }
}

/**
 * Uploads files pasted or dropped into a text, one after another: the Markdown that embeds each (null for a refused
 * one, whose refusal is toasted), in order. The editors load this module when a file is first put in them.
 */
export async function uploadForText(issueId: string, files: readonly File[], onEach: (index: number, markdown: string | null) => void): Promise<void> {
  for (const [index, file] of files.entries()) {
    const uploaded = await uploadOne(issueId, file);
    onEach(index, uploaded && attachmentMarkdown(uploaded));
  }
}

/** Uploads files to the issue one after another, saying what is under way; refused ones are toasted. */
export function useAttachFiles(issueId: string, onUploaded: () => void) {
  const [uploading, setUploading] = useState<string[]>([]);
  const attach = useCallback(
    async (files: readonly File[]) => {
      const uploaded = [];
      for (const file of files) {
        setUploading((names) => [...names, file.name]);
        const done = await uploadOne(issueId, file);
        if (done) uploaded.push(done);
        setUploading((names) => names.filter((_name, index) => index !== names.indexOf(file.name)));
      }
      if (uploaded.length > 0) onUploaded();
      return uploaded;
    },
    [issueId, onUploaded],
  );
  return { attach, uploading };
}
