// prism-react-renderer's <Highlight> (2.4.1, MIT), the same props, markup and inline styles, over a
// Prism given by the caller. Why not the package's own: its one module also sets up the ~25
// grammars it bundles, and that setup was the longest task of a long article's first visit (400 ms
// of a 4× slowed CPU in a profile of /apps/docker, all of it in `insertBefore`/`extend` of grammars
// the articles never use). Types only are imported from the package.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {HighlightProps, PrismTheme, Token} from 'prism-react-renderer';
import type {Grammar, TokenStream} from 'prismjs';

type Prism = {
  languages: Record<string, Grammar | undefined>;
  tokenize: (code: string, grammar: Grammar) => TokenStream;
};
type StyleDict = Record<string, React.CSSProperties>;
type RenderProps = Parameters<HighlightProps['children']>[0];

// One theme gives one dictionary per language: built once, not per code block and render.
const dictionaries = new WeakMap<PrismTheme, Map<string, StyleDict>>();
function themeDict(theme: PrismTheme, language: string): StyleDict {
  const byLanguage = dictionaries.get(theme) ?? new Map<string, StyleDict>();
  dictionaries.set(theme, byLanguage);
  let dict = byLanguage.get(language);
  if (!dict) {
    dict = {};
    for (const {languages, types, style} of theme.styles) {
      if (languages && !languages.includes(language)) continue;
      for (const type of types) dict[type] = {...dict[type], ...style};
    }
    dict.root = theme.plain as React.CSSProperties;
    dict.plain = {...theme.plain, backgroundColor: undefined} as React.CSSProperties;
    byLanguage.set(language, dict);
  }
  return dict;
}

const NEWLINE = /\r\n|\r|\n/;

function emptyLine(line: Token[]) {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0].content === '') line[0] = {...line[0], content: '\n', empty: true};
}

/** Prism's nested tokens as lines of flat tokens, each with every type it is nested in. */
function lines(stream: TokenStream): Token[][] {
  let line: Token[] = [];
  const result = [line];
  const walk = (items: TokenStream, outer: string[], top: boolean) => {
    for (const item of Array.isArray(items) ? items : [items]) {
      let types = top ? ['plain'] : outer;
      let content: TokenStream;
      if (typeof item === 'string') content = item;
      else {
        types = outer.at(-1) === item.type ? outer : [...outer, item.type];
        if (Array.isArray(item.alias)) types = [...types, ...item.alias];
        else if (item.alias && types.at(-1) !== item.alias) types = [...types, item.alias];
        content = item.content;
      }
      if (typeof content !== 'string') {
        walk(content, types, false);
        continue;
      }
      const parts = content.split(NEWLINE);
      line.push({types, content: parts[0]});
      for (const part of parts.slice(1)) {
        emptyLine(line);
        result.push((line = [{types, content: part}]));
      }
    }
  };
  walk(stream, [], true);
  emptyLine(line);
  return result;
}

export type HighlightComponent = (props: {
  code: string;
  language: string;
  theme: PrismTheme;
  children: (props: RenderProps) => ReactNode;
}) => ReactNode;

export function makeHighlight(prism: Prism): HighlightComponent {
  return function Highlight({code, language: languageProp, theme, children}) {
    const language = languageProp.toLowerCase();
    const dict = themeDict(theme, language);
    const grammar = prism.languages[language];
    const tokens = grammar ? lines(prism.tokenize(code, grammar)) : lines(code);
    const getLineProps: RenderProps['getLineProps'] = ({className, style, line: _line, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...dict.plain, ...style},
    });
    const getTokenProps: RenderProps['getTokenProps'] = ({token, className, style, ...rest}) => {
      const {types, empty} = token;
      let tokenStyle: React.CSSProperties | undefined;
      if (types.length === 1 && types[0] === 'plain') tokenStyle = empty ? {display: 'inline-block'} : undefined;
      else if (types.length === 1 && empty) tokenStyle = dict[types[0]];
      else tokenStyle = Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((t) => dict[t]));
      return {
        ...rest,
        className: clsx('token', ...types, className),
        children: token.content,
        style: style ? {...tokenStyle, ...style} : tokenStyle,
      };
    };
    return children({
      tokens,
      className: `prism-code language-${language}`,
      style: dict.root,
      getLineProps,
      getTokenProps,
    });
  };
}
