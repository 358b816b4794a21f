// Inline code of an article (`ssh root@SERVER_IP` in a sentence), filled with the reader's values
// as code blocks are: the article's registered placeholders only, as a <mark> titled "Your value for
// …", never in the server's HTML (the filler is null while hydrating), and only once the fill code
// has loaded (./fill.tsx, on an article with placeholders when values are kept). Inline code that is
// a placeholder's name alone ("replace `SERVER_IP` with …") names it and stays as written.
// Every article loads this (src/theme/MDXComponents.tsx), so it is a store read and a string test.
import {useContext, type ComponentProps, type ReactNode} from 'react';
import MDXCode from '@theme/MDXComponents/Code';
import CodeInline from '@theme/CodeInline';
import {ArticlePlaceholders, useFiller} from './store';

export default function Code(props: ComponentProps<'code'>): ReactNode {
  const names = useContext(ArticlePlaceholders);
  const filler = useFiller();
  const text = props.children;
  if (
    !filler ||
    typeof text !== 'string' ||
    text.includes('\n') ||
    names.includes(text) ||
    !names.some((name) => text.includes(name))
  )
    return <MDXCode {...props} />;
  return <CodeInline {...props}>{filler.text(text, text, names)}</CodeInline>;
}
