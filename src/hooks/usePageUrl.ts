import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** A path in the site's canonical form (trailingSlash: false): no trailing slash except on the root. */
export const canonicalPath = (pathname: string): string => (pathname === '/' ? pathname : pathname.replace(/\/+$/, ''));

/** The current page's public address, the same as its canonical link: siteConfig.url and the path. */
export function usePageUrl(): string {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.url + canonicalPath(useLocation().pathname);
}
