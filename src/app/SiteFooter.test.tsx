import { render, screen, within } from '@testing-library/react';
import { config } from '@/config';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  it('links to each configured social network in a new tab that cannot reach back to Lanes', () => {
    config.social = { github: 'https://github.com/lanes-app', x: 'https://x.com/lanes_app', linkedin: 'https://www.linkedin.com/company/lanes' };
    config.contactEmail = 'hello@lanes.test';
    render(<SiteFooter />);

    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['Lanes on GitHub', 'https://github.com/lanes-app'],
      ['Lanes on X', 'https://x.com/lanes_app'],
      ['Lanes on LinkedIn', 'https://www.linkedin.com/company/lanes'],
    ]) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription('Opens in a new tab');
    }
    expect(within(footer).getByRole('link', { name: 'Email us' })).toHaveAttribute('href', 'mailto:hello@lanes.test');
  });

  it('leaves out every link that is not configured', () => {
    config.social = { github: 'https://github.com/lanes-app', x: null, linkedin: null };
    render(<SiteFooter />);

    expect(screen.getByRole('link', { name: 'Lanes on GitHub' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lanes on X' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lanes on LinkedIn' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Email us' })).not.toBeInTheDocument();
  });

  it('never turns a configured address that is not a web address into a link', () => {
    config.social = { github: 'javascript:alert(1)', x: 'not a url', linkedin: null };
    render(<SiteFooter />);

    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
