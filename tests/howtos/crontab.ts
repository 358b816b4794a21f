// docs/working-with-server/tech-questions/crontab.mdx: a cleanup script, run by cron and as a
// systemd timer. The folder it cleans holds one file older than 7 days and one new file.
import type {HowtoSpec} from '../../scripts/lib/howtos';

const spec: HowtoSpec = {
  article: 'working-with-server/tech-questions/crontab',
  before: `mkdir -p /var/www/example/tmp
    touch -d '10 days ago' /var/www/example/tmp/old-upload
    touch /var/www/example/tmp/new-upload`,
  checks: [
    {
      after: 2,
      name: 'Step 1: the script deletes files older than 7 days and keeps newer ones',
      run: 'ls /var/www/example/tmp',
      expect: /^new-upload\n$/,
    },
    {
      after: 3,
      name: 'Step 3: crontab accepts the lines (it checks them when saved) and keeps them',
      run: 'crontab -l',
      expect: /^30 3 \* \* \* \/usr\/local\/bin\/cleanup-tmp\.sh >> \/var\/log\/cleanup-tmp\.log 2>&1$/m,
    },
    {
      after: 3,
      name: 'Step 3: the job runs in cron’s environment (sh, PATH=/usr/bin:/bin, no login shell) and logs to its file',
      run: `touch -d '10 days ago' /var/www/example/tmp/old-upload
        line=$(crontab -l | grep cleanup-tmp.sh); cmd=\${line#30 3 \\* \\* \\* }
        env -i SHELL=/bin/sh PATH=/usr/bin:/bin HOME=/root LOGNAME=root /bin/sh -c "$cmd" && ls /var/www/example/tmp && test -f /var/log/cleanup-tmp.log`,
      expect: /^new-upload$/m,
    },
    {
      after: 6,
      name: 'Step 4: the service and timer pass systemd-analyze verify, the timer is enabled',
      run: 'systemctl is-enabled cleanup-tmp.timer && systemctl is-active cleanup-tmp.timer',
      expect: /enabled\nactive/,
    },
    {
      after: 6,
      name: 'Step 4: the timer next runs at 03:30',
      run: 'systemctl list-timers cleanup-tmp.timer',
      expect: /next: .* 03:30:00/,
    },
  ],
};
export default spec;
