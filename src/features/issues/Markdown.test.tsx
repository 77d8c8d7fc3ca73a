import { render, screen } from '@testing-library/react';
import { Markdown } from './Markdown';

describe('Markdown', () => {
  it('shows the text as written, with mentions by name, until the renderer has loaded; then the rendered Markdown', async () => {
    const { container } = render(<Markdown mentions={[{ id: 'VXNlcjox', name: 'Grace Hopper' }]}>{'**Ship** it, @[VXNlcjox]\nthen @[VXNlcjk5]'}</Markdown>);

    // The renderer is not there yet (this file never loaded it): the words are, busy, and masked in recordings.
    const plain = container.firstElementChild;
    expect(plain).toHaveAttribute('aria-busy', 'true');
    expect(plain).toHaveAttribute('data-analytics-mask');
    expect(plain).toHaveTextContent('**Ship** it, @Grace Hopper then @unknown member');

    expect(await screen.findByText('Ship', { selector: 'strong' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(container).toHaveTextContent('Ship it, @Grace Hopper then @unknown member');
  });
});
