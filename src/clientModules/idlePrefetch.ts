// Docusaurus fetches ahead the code of every internal link that scrolls into view (@docusaurus/Link
// calls window.docusaurus.prefetch), and the links of the first screen all do it in one task:
// matching each against the route table and adding a <link rel="prefetch"> per chunk took one
// 170–330 ms task on a phone's CPU, after a long article had hydrated (issue #30). Here each link's
// prefetch waits for an idle moment of its own: the same work, in short tasks the reader does not
// feel. Preloading (on hover or touch, just before a click) is left as it is.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {whenIdle} from '@site/src/components/whenIdle';

type Docusaurus = {prefetch: (routePath: string) => unknown; preload: (routePath: string) => unknown};

if (ExecutionEnvironment.canUseDOM) {
  let docusaurus: Docusaurus | undefined;
  let withIdlePrefetch: Docusaurus | undefined;
  const waiting: string[] = [];
  const prefetchNext = () => {
    const routePath = waiting.shift();
    if (routePath !== undefined) docusaurus?.prefetch(routePath);
    if (waiting.length) whenIdle(prefetchNext);
  };
  const prefetchWhenIdle = (routePath: string) => {
    if (waiting.push(routePath) === 1) whenIdle(prefetchNext);
    return true;
  };
  // The client entry sets window.docusaurus after the client modules have run: take it as it comes.
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => withIdlePrefetch,
    set: (value: Docusaurus) => {
      docusaurus = value;
      withIdlePrefetch = {...value, prefetch: prefetchWhenIdle};
    },
  });
}
