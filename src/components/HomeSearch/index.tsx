import type {ReactNode} from 'react';
import SearchBar from '@theme/SearchBar';
import styles from './styles.module.css';

/**
 * The front page's search: the navbar's own search component (one box, one engine), placed in the
 * content in a labelled region and drawn large. The first thing on the page after its title, so a
 * phone shows it before the sections.
 */
export default function HomeSearch(): ReactNode {
  return (
    <section className={styles.search} aria-labelledby="home-search-title">
      <p id="home-search-title" className={styles.title}>
        How can we help?
      </p>
      <SearchBar />
    </section>
  );
}
