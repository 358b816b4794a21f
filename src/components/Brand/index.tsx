import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {provider, factText, type ProviderFact} from '@site/src/data/provider';

/** Renders one brand fact from src/data/provider.ts: addresses and URLs as links, lists as prose. */
export default function Brand({fact}: {fact: ProviderFact}): ReactNode {
  const value: string | readonly string[] | undefined = provider[fact];
  // An unknown fact name in an article fails the build instead of rendering nothing.
  if (value === undefined) throw new Error(`<Brand fact="${fact}" />: no such fact in src/data/provider.ts`);
  if (typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value)) {
    // A plain anchor: Link would treat mailto as external and open an empty tab beside the mail client.
    return <a href={`mailto:${value}`}>{value}</a>;
  }
  if (typeof value === 'string' && /^https?:\/\//.test(value)) {
    return <Link href={value}>{factText(fact)}</Link>;
  }
  return factText(fact);
}
