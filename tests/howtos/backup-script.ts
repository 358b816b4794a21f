// docs/working-with-server/tech-questions/backup/who-make-backups.mdx: restic to the backup storage
// over SFTP, a nightly dump of MariaDB, a systemd timer. The storage is an SSH account on the same
// chroot (the "backup-storage" entry the article's Before you begin asks for), MariaDB has a site's
// database, and www-data stands for another local account (a site).
import type {HowtoSpec} from '../../scripts/lib/howtos';

const spec: HowtoSpec = {
  article: 'working-with-server/tech-questions/backup/who-make-backups',
  packages: ['mariadb-server', 'openssh-server', 'openssh-client'],
  before: `
    systemctl start mariadb
    mariadb -e "CREATE DATABASE shop; CREATE TABLE shop.customers (email TEXT); INSERT INTO shop.customers VALUES ('alice@example.com')"
    useradd -m storage && install -d -m 700 -o storage /home/storage/.ssh
    ssh-keygen -q -t ed25519 -N '' -f /root/.ssh/id_backup
    install -m 600 -o storage /root/.ssh/id_backup.pub /home/storage/.ssh/authorized_keys
    printf 'Host backup-storage\\n  HostName 127.0.0.1\\n  User storage\\n  IdentityFile /root/.ssh/id_backup\\n  StrictHostKeyChecking accept-new\\n' > /root/.ssh/config
    mkdir -p /run/sshd && /usr/sbin/sshd
    ssh backup-storage true`,
  checks: [
    {after: 1, name: 'Step 1: restic is installed', run: 'restic version', expect: /^restic 0\.14/},
    {
      after: 2,
      name: 'Step 2: the repository password is readable by root only',
      run: 'stat -c %a /root/.restic-password',
      expect: /^600$/m,
    },
    {
      after: 3,
      name: 'Step 3: "created restic repository … at sftp:backup-storage:restic"',
      run: 'cat /howtos/out/step-3.txt',
      expect: /created restic repository \w+ at sftp:backup-storage:restic/,
    },
    {
      after: 5,
      name: 'Step 4: the first run ends with "snapshot … saved"',
      run: 'cat /howtos/out/step-5.txt',
      expect: /snapshot \w+ saved/,
    },
    {
      after: 5,
      name: 'Step 4: the dump holds the databases',
      run: 'zcat /var/backups/db/all-databases.sql.gz | grep -c alice@example.com',
      expect: /^1$/m,
    },
    {
      after: 5,
      name: 'Step 4: the dump and its folder are private (0600 file, 0700 folder)',
      run: 'stat -c "%a %n" /var/backups/db /var/backups/db/all-databases.sql.gz',
      expect: /^700 \/var\/backups\/db\n600 /m,
    },
    {
      after: 5,
      name: 'Step 4: another local account (a site, www-data) cannot read the dump',
      run: "su -s /bin/sh www-data -c 'zcat /var/backups/db/all-databases.sql.gz > /dev/null'",
      status: 1,
    },
    {
      after: 8,
      name: 'Step 5: the service and timer pass systemd-analyze verify and the timer is enabled',
      run: 'systemctl is-enabled server-backup.timer && systemctl is-active server-backup.timer',
      expect: /enabled\nactive/,
    },
    {
      after: 8,
      name: 'Step 5: the script runs as the unit runs it (no HOME without User=) without errors or warnings',
      run: `unit=/etc/systemd/system/server-backup.service
        envs=$(sed -n 's/^Environment=//p' $unit); grep -q '^User=' $unit && envs="$envs HOME=/root"
        env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin $envs $(sed -n 's/^ExecStart=//p' $unit) 2>&1 | tee /tmp/unit-run.txt
        ! grep -Ei 'unable to locate cache|error|denied|warning' /tmp/unit-run.txt`,
      expect: /snapshot \w+ saved/,
    },
    {
      after: 9,
      name: 'Check: restic snapshots lists the snapshots',
      run: 'cat /howtos/out/step-9.txt',
      expect: /[0-9a-f]{8} +\d{4}-\d\d-\d\d/,
    },
    {
      name: 'Check: the restore test prints the server’s host name',
      run: 'diff /etc/hostname /root/restore-test/etc/hostname && cat /howtos/out/step-10.txt',
      expect: /\S/,
    },
  ],
};
export default spec;
