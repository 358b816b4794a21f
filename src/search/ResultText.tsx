// What a search result shows, in the navbar box and on the search page: the article's title, where
// it is (section, and the heading the match is under) and a snippet with the matched words marked.
import type {ReactNode} from 'react';
import type {SearchResult} from './engine';
import {parseExcerpt} from './text';
import styles from './ResultText.module.css';

export default function ResultText({result}: {result: SearchResult}): ReactNode {
  const where = [result.section, result.heading].filter(Boolean).join(' › ');
  return (
    <>
      <span className={styles.title}>{result.title}</span>
      {where && <span className={styles.where}>{where}</span>}
      <span className={styles.excerpt}>
        {parseExcerpt(result.excerpt).map((piece, i) =>
          piece.marked ? <mark key={i}>{piece.text}</mark> : piece.text,
        )}
      </span>
    </>
  );
}
