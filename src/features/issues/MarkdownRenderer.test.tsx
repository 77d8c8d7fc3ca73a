import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { config } from '@/config';
import { withTaskTicked } from './Markdown';
import Markdown, { safeUrl } from './MarkdownRenderer';

describe('MarkdownRenderer', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('drops the address %j', (url) => {
    expect(safeUrl(url)).toBe('');
  });

  it.each(['https://example.com/a?b=c', 'http://example.com', 'mailto:team@example.com', '/w/acme/issue/WEB-2', '#steps', 'notes.md'])(
    'keeps the address %j',
    (url) => {
      expect(safeUrl(url)).toBe(url);
    },
  );

  it('renders GitHub Markdown (tables, task lists, strikethrough) and marks the text for masking in recordings', () => {
    const { container } = render(<Markdown>{'| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~'}</Markdown>);

    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(container.querySelector('del')).toHaveTextContent('old');
    expect(container.firstChild).toHaveAttribute('data-analytics-mask');
  });

  it('names each task list checkbox by its task, in tight and loose lists, with mentions as people read them', () => {
    render(
      <Markdown mentions={[{ id: 'VXNlcjox', name: 'Grace Hopper' }]}>
        {'- [ ] write docs\n- [x] ask @[VXNlcjox]\n  - [ ] sub-task\n\n---\n\n- [ ] loose **one**\n\n- [ ] loose two'}
      </Markdown>,
    );

    expect(screen.getByRole('checkbox', { name: 'write docs' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'ask @Grace Hopper' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'sub-task' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'loose one' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'loose two' })).toBeInTheDocument();
  });

  it('shows raw HTML as nothing at all, so no element, handler or style of it reaches the page', () => {
    const { container } = render(
      <Markdown>{'before <b onmouseover="alert(1)">bold</b> <iframe src="https://evil.example"></iframe>\n\n<style>body{display:none}</style>after'}</Markdown>,
    );

    expect(container.querySelector('b, iframe, style, script')).toBeNull();
    expect(container).toHaveTextContent('before');
  });

  it('opens links to other sites in a new tab without access to this one, and links within Lanes in place', () => {
    render(<Markdown>{'[elsewhere](https://example.com) and [WEB-2](/w/acme/issue/WEB-2) and <https://auto.example.com>'}</Markdown>);

    for (const name of ['elsewhere', 'https://auto.example.com']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
      expect(screen.getByRole('link', { name })).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'WEB-2' })).not.toHaveAttribute('target');
  });

  it('opens a protocol-relative link (another site, like any other) in a new tab without access to this one', () => {
    render(<Markdown>{'[sign in again](//evil.example/login)'}</Markdown>);

    const link = screen.getByRole('link', { name: 'sign in again' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows images from Lanes itself and the allowed sites, and any other as a link to it named by its description or address', () => {
    config.imageOrigins = ['https://img.example.com'];
    const { container } = render(
      <Markdown>
        {[
          '![chart](https://img.example.com/c.png) ![logo](/uploads/logo.png)',
          '![pixel](https://tracker.example/p.gif) ![](//tracker.example/q.gif)',
          '![look-alike](https://img.example.com.tracker.example/x.png) ![plain](http://img.example.com/c.png)',
        ].join('\n\n')}
      </Markdown>,
    );

    expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(['https://img.example.com/c.png', '/uploads/logo.png']);
    for (const [name, href] of [
      ['pixel', 'https://tracker.example/p.gif'],
      ['//tracker.example/q.gif', '//tracker.example/q.gif'],
      ['look-alike', 'https://img.example.com.tracker.example/x.png'],
      ['plain', 'http://img.example.com/c.png'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows only the description of an image whose address is not http(s) or relative', () => {
    const { container } = render(<Markdown>{'![pixel](data:image/png;base64,AAAA) ![x](javascript:alert(1))'}</Markdown>);

    expect(container.querySelector('img, a')).toBeNull();
    expect(container).toHaveTextContent('pixel');
  });

  it('shows mentions with the member\'s current name, an unknown id as "@unknown member", and leaves code as written', () => {
    const { container } = render(
      <Markdown mentions={[{ id: 'VXNlcjox', name: 'Grace Hopper' }]}>
        {'Ping @[VXNlcjox] and @[VXNlcjo5], **bold @[VXNlcjox]**\n\n`@[VXNlcjox]`'}
      </Markdown>,
    );

    const chips = [...container.querySelectorAll('[data-mention]')].map((chip) => chip.textContent);
    expect(chips).toEqual(['@Grace Hopper', '@unknown member', '@Grace Hopper']);
    expect(container.querySelector('code')).toHaveTextContent('@[VXNlcjox]');
    expect(container).not.toHaveTextContent('@[VXNlcjo5]');
  });

  it('keeps a mention\'s name as text, never as markup', () => {
    render(<Markdown mentions={[{ id: 'VXNlcjox', name: '<img src=x onerror=alert(1)> **Eve**' }]}>{'Hi @[VXNlcjox]'}</Markdown>);
    expect(screen.getByText('@<img src=x onerror=alert(1)> **Eve**')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  describe('task lists ticked in place', () => {
    const text = '# Steps\n\n- [ ] write docs\n- [x] ask Grace\n  1. [ ] sub-task\n\n```\n- [ ] in code\n```\n\n> * [X] quoted';

    it('ticks and unticks one task where it is written, leaving the rest of the text as it was', async () => {
      const changes: string[] = [];
      render(<Markdown onChangeTasks={(changed) => changes.push(changed)}>{text}</Markdown>);

      await userEvent.click(screen.getByRole('checkbox', { name: 'write docs' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'ask Grace' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'sub-task' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'quoted' }));

      expect(changes).toEqual([
        text.replace('- [ ] write docs', '- [x] write docs'),
        text.replace('- [x] ask Grace', '- [ ] ask Grace'),
        text.replace('1. [ ] sub-task', '1. [x] sub-task'),
        text.replace('* [X] quoted', '* [ ] quoted'),
      ]);
      expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    });

    it('shows the boxes without letting them change when the text may not be edited', () => {
      render(<Markdown>{text}</Markdown>);

      for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
    });

    it('changes nothing at an offset that is not a task', () => {
      expect(withTaskTicked('- plain item', 0, true)).toBe('- plain item');
      expect(withTaskTicked('- [ ] a', 3, true)).toBe('- [ ] a');
    });
  });
});
