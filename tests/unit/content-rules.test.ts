import {test} from 'node:test';
import {expect} from '@playwright/test';
import fs from 'node:fs';
import {articleProblems} from '../../scripts/lib/content-rules';
import {routes, unlistedRoutes, sourceFile} from '../site';
import {sourceFile as docsRelativePath} from '../../src/data/routes';

// The content rules on a real how-to, then on that how-to with one fault added each time.
const docker = routes.find((r) => r.path === '/apps/docker')!;
const file = docsRelativePath(docker);
const text = fs.readFileSync(sourceFile(docker), 'utf8');
const problems = (changed: string) => articleProblems(docker, file, changed);

test('a how-to that meets the guide has no problem', () => {
  expect(problems(text)).toEqual([]);
});

test('each fault is named', () => {
  const unlisted = unlistedRoutes[0].path;
  const cases: [string, string, RegExp][] = [
    ['a link to an unlisted page', `${text}\nSee [the page](${unlisted}).\n`, /an unlisted page/],
    ['a link to no route', `${text}\nSee [the page](/no/such/route).\n`, /which is not a route/],
    ['the brand written out', `${text}\nRackfield support answers.\n`, /brand written as a literal/],
    ['placeholder text', `${text}\nTODO: finish.\n`, /placeholder text/],
    [
      'an unregistered placeholder',
      `${text}\n\`\`\`bash\nping MIRROR_HOST\n\`\`\`\n`,
      /MIRROR_HOST .* not in src\/data\/placeholders/,
    ],
    ['a heading that skips a level', `${text}\n## Next steps\n\n#### Too deep\n`, /heading level skips from 2 to 4/],
    ['link text "here"', `${text}\nRead more [here](/apps/gitea).\n`, /link text "here"/],
    ['too short', text.replace(/\n---\n[\s\S]*$/, '\n---\n\nShort.\n'), /words, fewer than the 350 of a howto/],
  ];
  for (const [fault, changed, expected] of cases) expect(problems(changed).join('\n'), fault).toMatch(expected);
});
