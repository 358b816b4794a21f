// The site's main sections as a list of links, for pages where a reader needs somewhere to start:
// the not-found page and the search page without JavaScript. The sections are src/data/sections.ts.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {mainSections} from '@site/src/data/sections';

export default function MainSectionList(): ReactNode {
  return (
    <ul>
      {mainSections.map(({label, to}) => (
        <li key={to}>
          <Link to={to}>{label}</Link>
        </li>
      ))}
    </ul>
  );
}
