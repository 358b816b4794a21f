// Docusaurus renders a page only once its code has loaded (clientEntry and PendingNavigation await
// each route's `preload`). When that code fails to load, a first visit never renders and a
// navigation reloads the page, so the Page Error screen (src/theme/Loading) could never show.
// Here each route's preload settles instead: its loader keeps the error, the page renders, and
// Loading shows 'Page Error' with Retry, which asks for the code again.
import routes from '@generated/routes';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type PreloadableRoute = {component: {preload?: () => Promise<unknown>}; routes?: PreloadableRoute[]};

function settleOnFailure(list: PreloadableRoute[]) {
  for (const route of list) {
    const {component} = route;
    const preload = component.preload;
    if (preload)
      component.preload = () => preload().catch((error) => console.error('The code of this page did not load:', error));
    if (route.routes) settleOnFailure(route.routes);
  }
}

if (ExecutionEnvironment.canUseDOM) settleOnFailure(routes as unknown as PreloadableRoute[]);
