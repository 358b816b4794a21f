// docs/working-with-server/tech-questions/timezone.mdx: set the zone to Europe/Amsterdam on Debian 12.
// Time synchronisation (Step 4) and service restarts (Step 5) need a running systemd and are left out.
import type {HowtoSpec} from '../../scripts/lib/howtos';

const spec: HowtoSpec = {
  article: 'working-with-server/tech-questions/timezone',
  checks: [
    {
      after: 1,
      name: 'Step 1: timedatectl shows the current zone (Etc/UTC on a fresh server)',
      run: 'cat /howtos/out/step-1.txt',
      expect: /Time zone: Etc\/UTC/,
    },
    {
      after: 2,
      name: 'Step 2: the list of zones has Europe/Amsterdam',
      run: 'cat /howtos/out/step-2.txt',
      expect: /^Europe\/Amsterdam$/m,
    },
    {
      after: 3,
      name: 'Step 3: "prints nothing when it works" and points /etc/localtime at the zone',
      run: 'test ! -s /howtos/out/step-3.txt && readlink /etc/localtime',
      expect: /zoneinfo\/Europe\/Amsterdam$/m,
    },
    {
      after: 4,
      name: 'Step 3: dpkg-reconfigure brings /etc/timezone in line and cat prints the new zone',
      run: 'cat /howtos/out/step-4.txt',
      expect: /^Europe\/Amsterdam$/m,
    },
    {
      name: 'Check: timedatectl and date show Amsterdam time (CET or CEST)',
      run: 'cat /howtos/out/step-5.txt',
      expect: /Time zone: Europe\/Amsterdam \(CES?T, \+0[12]00\)[^]*CES?T/,
    },
  ],
};
export default spec;
