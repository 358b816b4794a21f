// Swizzled (wrap): after the theme's meta tags, schema.org data for search engines as JSON-LD.
// JSON-LD is data, never executed, so the CSP hashes none of it (scripts/csp-hashes.ts) and the
// header stays the same for every page. The theme's breadcrumbs add the BreadcrumbList; this adds,
// by the article's kind (from routes.json, given as front matter by src/config/frontMatter.ts):
// - TechArticle on every article (howto, faq, policy, concept); not on the home page and the
//   landing pages, which list articles rather than being one. Its page (mainEntityOfPage) carries
//   lastReviewed, the date of the last independent review (`reviewed` front matter);
// - HowTo on a howto, its steps the "## Step N — …" headings of its table of contents;
// - FAQPage where the build found a question and its answer (faq_answer: see frontMatter.ts).
import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {provider} from '@site/src/data/provider';
import {usePageUrl} from '@site/src/hooks/usePageUrl';

const ARTICLE_KINDS = new Set(['howto', 'faq', 'policy', 'concept']);
const STEP = /^Step \d+ — (.+)$/;
const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'"};
/** A table-of-contents entry (HTML) as plain text. */
const plain = (html: string) =>
  html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]);

export default function MetadataWrapper(): ReactNode {
  const {metadata, frontMatter, toc} = useDoc();
  const {kind, faq_answer: answer, reviewed} = frontMatter as {kind?: string; faq_answer?: string; reviewed?: string};
  const url = usePageUrl();
  const image = useBaseUrl(useThemeConfig().image ?? '', {absolute: true});
  const {title: name, description, lastUpdatedAt} = metadata;
  const isArticle = ARTICLE_KINDS.has(kind ?? '');

  const data: {'@type': string; [key: string]: unknown}[] = [];
  if (isArticle)
    data.push({
      '@type': 'TechArticle',
      headline: name,
      description,
      url,
      image,
      ...(lastUpdatedAt && {dateModified: new Date(lastUpdatedAt).toISOString()}),
      ...(reviewed && {mainEntityOfPage: {'@type': 'WebPage', '@id': url, lastReviewed: reviewed}}),
      publisher: {'@type': 'Organization', name: provider.name, url: provider.websiteUrl},
    });
  if (kind === 'howto')
    data.push({
      '@type': 'HowTo',
      name,
      description,
      url,
      step: toc
        .filter((h) => h.level === 2 && STEP.test(plain(h.value)))
        .map((h, i) => ({
          '@type': 'HowToStep',
          position: i + 1,
          name: STEP.exec(plain(h.value))![1],
          url: `${url}#${h.id}`,
        })),
    });
  if (answer)
    data.push({
      '@type': 'FAQPage',
      url,
      mainEntity: [{'@type': 'Question', name, acceptedAnswer: {'@type': 'Answer', text: answer}}],
    });

  return (
    <>
      <Metadata />
      <Head>
        <meta property="og:type" content={isArticle ? 'article' : 'website'} />
        {data.map((item) => (
          <script key={item['@type']} type="application/ld+json">
            {/* "<" escaped so that no text can close the script element early. */}
            {JSON.stringify({'@context': 'https://schema.org', ...item}).replace(/</g, '\\u003c')}
          </script>
        ))}
      </Head>
    </>
  );
}
