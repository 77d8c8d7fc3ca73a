// Importing issues: on the board, "Import issues" takes a CSV file, previews it with a column chosen for each field
// (one changed by hand), imports it, shows the report (a skipped row and why), and the issues are on the board; at
// 390 px wide the dialog is usable and axe finds no violation in it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { accessibilityViolations, openPage, signIn, useBrowser, useServer } from './harness';

const server = useServer();
const browser = useBrowser();

const CSV = ['Name,State,Owner', 'Wombat importer first issue,In Progress,admin@acme.test', 'Wombat importer second issue,Todo,', ',Todo,'].join('\r\n');

describe('import', () => {
  test('a CSV file imported with a mapping step shows its issues on the board', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const { page, errors } = await openPage(context);
      await signIn(page, server.url, 'admin@acme.test');
      await page.goto(`${server.url}/w/acme/projects/WEB/board`);
      await page.getByRole('button', { name: 'Import issues' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import issues into WEB' });
      await dialog.getByLabel(/choose a file or drop it here/).setInputFiles({ name: 'issues.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
      await dialog.getByRole('heading', { name: '3 rows: choose the column of each field' }).waitFor();
      assert.equal(await dialog.getByLabel('Title').inputValue(), 'Name');
      await dialog.getByLabel('Assignee (email)').selectOption('Owner');
      assert.deepEqual(await accessibilityViolations(page), []);

      await dialog.getByRole('button', { name: 'Start import' }).click();
      await dialog.getByText('Import finished.').waitFor();
      await dialog.getByText('3 of 3 rows: 2 issues created, 1 skipped.').waitFor();
      await dialog.getByText(/^Row 3: /).waitFor();
      await dialog.getByRole('button', { name: 'Done' }).click();

      await page.getByRole('link', { name: /Wombat importer first issue/ }).first().waitFor();
      await page.getByRole('link', { name: /Wombat importer second issue/ }).first().waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
