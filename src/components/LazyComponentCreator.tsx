// Docusaurus's route table (.docusaurus/routes.js) calls ComponentCreator for every route of the
// site as main.js starts, and each call builds that route's loadable component: 52 ms of main.js's
// first task at 4× CPU in a profile of an unminified build at 182 articles, and it grows with every
// route. Here each route gets a light stand-in, and its real component is built the first time the
// route is rendered or preloaded, which is all the reader's page and the links they point at need.
// src/plugins/page-chunks.ts puts this in place of ComponentCreator for the route table only.
import React, {type ComponentType} from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

type RouteComponent = ReturnType<typeof ComponentCreator>;

export default function LazyComponentCreator(path: string, hash: string): RouteComponent {
  let component: RouteComponent | undefined;
  const real = () => (component ??= ComponentCreator(path, hash));
  function Route(props: object) {
    const Component = real() as ComponentType<object>;
    return <Component {...props} />;
  }
  Route.preload = () => real().preload();
  return Route as unknown as RouteComponent;
}
