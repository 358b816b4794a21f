// The search page, /search?q=…: every result of a query, ten to a page (&page=2…). A shareable
// address, and where Enter in the navbar box goes when no result is chosen. Added by
// src/plugins/search.ts; the one page outside routes.json, left out of the sitemap.
// The built HTML is the page without a query (a static file serves every /search?q=…), so the
// query is read only after hydration (useIsBrowser): the first render matches the server's HTML,
// and React neither reports a mismatch (#418) nor renders the page again from scratch.
import {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import MainSectionList from '@site/src/components/MainSectionList';
import {resultOf, searchSite, type SearchResult} from '@site/src/search/engine';
import ResultText from '@site/src/search/ResultText';
import {QUERY_MAX} from '@site/src/theme/SearchBar/queryMax';
import styles from './styles.module.css';

const PER_PAGE = 10;

type Found = {
  query: string;
  page: number;
  total: number;
  results: SearchResult[];
  correctedQuery?: string;
  partial?: boolean;
};

export default function SearchPage(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const history = useHistory();
  const location = useLocation();
  const hydrated = useIsBrowser();
  const params = new URLSearchParams(hydrated ? location.search : '');
  const query = (params.get('q') ?? '').trim().slice(0, QUERY_MAX);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const inputRef = useRef<HTMLInputElement>(null);
  const [found, setFound] = useState<Found | null>(null);
  // The search that failed, as query and page: a failure is shown for that search only.
  const [failedSearch, setFailedSearch] = useState('');
  const searchKey = `${page} ${query}`;

  const pageUrl = (q: string, n = 1) => `${baseUrl}search?q=${encodeURIComponent(q)}${n > 1 ? `&page=${n}` : ''}`;

  useEffect(() => {
    if (inputRef.current && inputRef.current.value !== query) inputRef.current.value = query;
    if (!query) return undefined;
    let current = true;
    (async () => {
      const outcome = await searchSite(query, baseUrl);
      const results = await Promise.all(outcome.hits.slice((page - 1) * PER_PAGE, page * PER_PAGE).map(resultOf));
      if (current)
        setFound({
          query,
          page,
          total: outcome.hits.length,
          results,
          correctedQuery: outcome.correctedQuery,
          partial: outcome.partial,
        });
    })().catch(() => current && setFailedSearch(`${page} ${query}`));
    return () => {
      current = false;
    };
  }, [baseUrl, query, page]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = (inputRef.current?.value.trim() ?? '').slice(0, QUERY_MAX);
    if (q) history.push(pageUrl(q));
  };

  const ready = found && found.query === query && found.page === page;
  const pages = ready ? Math.ceil(found.total / PER_PAGE) : 0;
  let message = '';
  if (query && failedSearch === searchKey) message = 'Search could not load. Check the connection and try again.';
  else if (query && !ready) message = 'Searching…';
  else if (ready && found.total === 0)
    message = `No article matches “${query}”. Try fewer words, another word for the same thing, or the exact error message you see. If nothing helps, open a ticket in the billing panel and support will answer.`;
  else if (ready) {
    const first = (page - 1) * PER_PAGE + 1;
    message = `${found.total} ${found.total === 1 ? 'article' : 'articles'} found${pages > 1 ? `, ${first}–${first + found.results.length - 1} shown` : ''}.`;
    if (found.correctedQuery) message += ` Showing results for “${found.correctedQuery}”.`;
    if (found.partial) message += ' No article has all of these words; these have most of them.';
  }

  return (
    <Layout title={query ? `Search: ${query}` : 'Search'} description="Search the help centre's articles.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <div className="row">
          <div className="col col--8 col--offset-2">
            <Heading as="h1">Search the help centre</Heading>
            <form action={`${baseUrl}search`} method="get" role="search" className={styles.form} onSubmit={onSubmit}>
              <input
                ref={inputRef}
                className={styles.input}
                type="search"
                name="q"
                maxLength={QUERY_MAX}
                aria-label="Search the help centre"
                autoComplete="off"
                spellCheck={false}
              />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </form>
            <noscript>
              <p>
                Search needs JavaScript, which is turned off in this browser. Start from one of the main sections
                instead:
              </p>
              <MainSectionList />
            </noscript>
            <p role="status">{message}</p>
            {ready && found.results.length > 0 && (
              <ol className={styles.results} start={(page - 1) * PER_PAGE + 1}>
                {found.results.map((result) => (
                  <li key={result.url}>
                    <Link to={result.url} className={styles.result}>
                      <ResultText result={result} />
                    </Link>
                  </li>
                ))}
              </ol>
            )}
            {pages > 1 && (
              <nav aria-label="Result pages" className="pagination-nav">
                {page > 1 && (
                  <Link className="pagination-nav__link pagination-nav__link--prev" to={pageUrl(query, page - 1)}>
                    <div className="pagination-nav__sublabel">Previous</div>
                    <div className="pagination-nav__label">Page {page - 1}</div>
                  </Link>
                )}
                {page < pages && (
                  <Link className="pagination-nav__link pagination-nav__link--next" to={pageUrl(query, page + 1)}>
                    <div className="pagination-nav__sublabel">Next</div>
                    <div className="pagination-nav__label">
                      Page {page + 1} of {pages}
                    </div>
                  </Link>
                )}
              </nav>
            )}
          </div>
        </div>
      </main>
    </Layout>
  );
}
