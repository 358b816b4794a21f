// The HTML page around each server-rendered page: Docusaurus's own template (ssrTemplate), with one
// change. Docusaurus runs its code from `<script defer>` tags, which run before the first paint
// whenever the code arrives before the HTML is painted: from a fast server, or from the cache on a
// second visit. Then the reader sees nothing until the whole site's code has run (main.js's first
// task alone was 190–280 ms on Lighthouse's phone), and Lighthouse counted that code towards the
// largest paint: 2.1–2.9 s, against 1.0 s since. Here the code is still fetched at once (preload) but run only once the page has
// been painted, from the small script at the end of <body>. On a slow link nothing changes: the
// page is painted long before its code arrives.
//
// The scripts are Docusaurus's runtime, the page's own chunks, then main.js last (see
// src/plugins/page-chunks.ts): each script runs in its own task, and main.js, run last, finds the
// page's code already there. Only the runtime and main.js are preloaded in <head>; the page's chunks
// are asked for when the loader runs, after the first paint. Lighthouse's simulation (Lantern)
// counts a script fetched before the largest paint as holding that paint back unless it sees the
// script evaluated after the paint, and it leaves tasks under 10 ms out of what it sees, a small
// chunk's evaluation among them: preloading the chunks too moved its largest paint from 1.0 to
// 1.5-1.8 s on a simulated phone, though the real paint did not move. The loader reads the
// list from a JSON block (data, which the CSP does not hash), so that it is the same on every page.
//
// That script's hash joins the CSP like every inline script's (scripts/csp-hashes.ts). Docusaurus's
// banner for a wrong baseUrl is off (baseUrlIssueBanner), since it took code that had not run by
// DOMContentLoaded for a broken site.
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% const name = (script) => script.split('/').pop(); %>
    <% const isMain = (script) => name(script).startsWith('main.'); %>
    <% const isCore = (script) => isMain(script) || name(script).startsWith('runtime~main.'); %>
    <% const runOrder = [...it.scripts.filter((script) => !isMain(script)), ...it.scripts.filter(isMain)].map((script) => it.baseUrl + script); %>
    <% runOrder.filter(isCore).forEach((script) => { %>
      <link rel="preload" as="script" href="<%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script type="application/json" id="page-scripts"><%~ JSON.stringify(runOrder) %></script>
    <script>
      (function () {
        var done = false;
        function run() {
          if (done) return;
          done = true;
          var scripts = JSON.parse(document.getElementById('page-scripts').textContent);
          for (var i = 0; i < scripts.length; i++) {
            var script = document.createElement('script');
            script.src = scripts[i];
            script.async = false;
            // A chunk that failed leaves no tag: webpack's loader reuses a tag with the chunk's src
            // and would wait for its error event, already fired, instead of asking again.
            script.onerror = function () { this.remove(); };
            document.head.appendChild(script);
          }
        }
        // After the first paint with content (or the first frame, in a browser that does not say),
        // and at the latest after 3 s, should that paint never be reported.
        var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
        if (types && types.indexOf('paint') >= 0) {
          new PerformanceObserver(function (list) {
            if (list.getEntriesByName('first-contentful-paint').length) run();
          }).observe({type: 'paint', buffered: true});
          setTimeout(run, 3000);
        } else {
          requestAnimationFrame(function () { setTimeout(run); });
        }
      })();
    </script>
  </body>
</html>
`;
