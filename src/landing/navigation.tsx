// How the landing page links: plain links that hand over to the full app on the prerendered page, the router's
// links once the app runs. The landing page renders the same either way.
import { createContext, useContext, type ReactNode } from 'react';

export interface PageLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

export type RenderPageLink = (props: PageLinkProps) => ReactNode;

const renderPlainLink: RenderPageLink = ({ to, className, children }) => (
  <a href={to} className={className}>
    {children}
  </a>
);

export const PageLinkContext = createContext<RenderPageLink>(renderPlainLink);

export function PageLink(props: PageLinkProps) {
  return useContext(PageLinkContext)(props);
}
