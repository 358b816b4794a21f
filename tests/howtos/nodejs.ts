// docs/apps/nodejs.mdx, Steps 3 and 4 (the non-Docker service): a system user, the example app and
// its systemd unit, started as systemd starts it (User=, WorkingDirectory=, Environment=). Steps 1
// and 2 add NodeSource's repository, which this offline harness cannot reach: Debian's own nodejs
// package stands in for it, so the app prints Debian's version (v18), not v26.
import type {HowtoSpec} from '../../scripts/lib/howtos';

const spec: HowtoSpec = {
  article: 'apps/nodejs',
  packages: ['nodejs'],
  checks: [
    {
      after: 1,
      name: 'Step 3: "both folders belong to myapp", the app folder 0750',
      run: 'cat /howtos/out/step-1.txt',
      expect: /^drwx\S+ \d+ myapp myapp .* \/srv\/myapp\ndrwxr-x--- \d+ myapp myapp .* \/srv\/myapp\/app$/m,
    },
    {
      after: 2,
      name: 'Step 3: server.js belongs to myapp',
      run: 'stat -c %U /srv/myapp/app/server.js',
      expect: /^myapp$/m,
    },
    {
      after: 4,
      name: 'Step 4: "active", then "Hello from Node.js v…"',
      run: 'cat /howtos/out/step-4.txt',
      expect: /^active\nHello from Node\.js v\d+\.\d+\.\d+$/m,
    },
    {
      after: 4,
      name: 'Step 4: the app runs as myapp, with NODE_ENV=production',
      run: 'pid=$(pgrep -x node); ps -o user= -p $pid; tr "\\0" "\\n" < /proc/$pid/environ | grep NODE_ENV',
      expect: /^myapp\nNODE_ENV=production$/m,
    },
    {
      after: 4,
      name: 'Step 4: it listens on 127.0.0.1:3000 only, for the proxy of Step 5',
      run: 'ss -Hltn "sport = :3000"',
      expect: /^LISTEN .* 127\.0\.0\.1:3000 /m,
    },
  ],
};
export default spec;
