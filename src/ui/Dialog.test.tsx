// A dialog closed by the browser (Esc) gives the keyboard back to the page at once: a key pressed right after it must
// not land in the hidden field that had the focus (the next shortcut would be typed there instead).
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './Dialog';

function Palette() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} labelledBy="title">
      <h2 id="title">Palette</h2>
      <input aria-label="Search" />
    </Dialog>
  );
}

it('lets the focus go when it closes, so that the next key goes to the page', () => {
  render(<Palette />);
  const field = screen.getByRole('textbox', { name: 'Search' });
  field.focus();
  expect(document.activeElement).toBe(field);
  // As Esc does: the browser closes the dialog, then its close event runs.
  (field.closest('dialog') as HTMLDialogElement).close();
  expect(document.activeElement).toBe(document.body);
});
