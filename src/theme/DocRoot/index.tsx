// Swizzled (wrap): the docs plugin's version metadata on a doc page holds the top level of the
// sidebar and the page's own sections only (src/plugins/docs-sections.ts). The theme's DocRoot and
// everything under it (sidebar, mobile menu, breadcrumbs, cards) read it from the version context:
// this gives them that metadata with every section that has arrived, as it arrives.
import {useMemo, type ReactNode} from 'react';
import DocRoot from '@theme-original/DocRoot';
import type DocRootType from '@theme/DocRoot';
import type {WrapperProps} from '@docusaurus/types';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {useArrivedSections, withSections} from './sections';

export default function DocRootWrapper(props: WrapperProps<typeof DocRootType>): ReactNode {
  const version = useDocsVersion();
  const sections = useArrivedSections();
  const complete = useMemo(() => withSections(version, sections), [version, sections]);
  return (
    <DocsVersionProvider version={complete}>
      <DocRoot {...props} />
    </DocsVersionProvider>
  );
}
