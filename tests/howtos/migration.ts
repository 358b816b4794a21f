// docs/working-with-server/migrations/server-server/dedic-dedic.mdx (Debian 12, without a panel):
// the old server (nginx, PHP, MariaDB, a site owned by the user shop, root's and shop's crontabs)
// moves to a new one set up as Step 2 asks (same packages and users, root password login as
// delivered). Both run in one private network; the new server is 127.0.0.2.
import type {HowtoSpec} from '../../scripts/lib/howtos';

const SITE = `useradd -m shop
  mkdir -p /var/www/example.com && echo '<h1>shop</h1>' > /var/www/example.com/index.html && chown -R shop: /var/www/example.com`;

const spec: HowtoSpec = {
  article: 'working-with-server/migrations/server-server/dedic-dedic',
  packages: ['nginx', 'php-fpm', 'mariadb-server', 'rsync', 'openssh-client'],
  values: {NEW_SERVER_IP: '127.0.0.2', DB_NAME: 'shop', DB_USER: 'shop_db'},
  before: `${SITE}
    echo 'report data' > /home/shop/report.txt && chown shop: /home/shop/report.txt
    mkdir -p /srv/uploads && echo upload > /srv/uploads/a.txt
    mkdir -p /etc/letsencrypt/live/example.com && echo cert > /etc/letsencrypt/live/example.com/fullchain.pem
    systemctl start mariadb
    mariadb -e "CREATE DATABASE shop; USE shop; CREATE TABLE orders (id INT PRIMARY KEY); INSERT INTO orders SELECT seq FROM seq_1_to_250;
      CREATE USER 'shop_db'@'localhost' IDENTIFIED BY 'Shop-db-pass-1'; GRANT ALL ON shop.* TO 'shop_db'@'localhost';"
    echo '15 2 * * * /usr/local/bin/rotate-reports' | crontab -
    echo '*/5 * * * * php /var/www/example.com/cron.php' | crontab -u shop -`,
  newServer: {
    packages: ['nginx', 'php-fpm', 'mariadb-server', 'rsync'],
    before: `${SITE.split('\n')[0]}
      echo 'root:New-root-pass-1' | chpasswd
      printf 'ListenAddress 127.0.0.2\\nPasswordAuthentication yes\\nPermitRootLogin yes\\n' > /etc/ssh/sshd_config.d/50-cloud-init.conf
      mkdir -p /run/sshd && /usr/sbin/sshd
      printf '[mysqld]\\nskip-networking\\n' > /etc/mysql/mariadb.conf.d/99-test.cnf
      mkdir -p /run/mysqld && chown mysql: /run/mysqld && (mysqld_safe > /dev/null 2>&1 &)
      for i in $(seq 60); do mariadb-admin ping > /dev/null 2>&1 && break; sleep 0.5; done`,
  },
  typed: {3: '\n\nyes\nNew-root-pass-1'},
  checks: [
    {
      after: 1,
      name: 'Step 2: the inventory lists the site users',
      run: 'cat /howtos/out/step-1.txt',
      expect: /^shop 1000$/m,
    },
    {
      after: 2,
      name: 'Step 2: whose crontabs exist: root and the site user',
      run: 'cat /howtos/out/step-2.txt',
      expect: /^root\nshop$/m,
    },
    {
      after: 3,
      name: 'Step 3: "Number of key(s) added: 1" and the key logs in',
      run: 'ssh -i /root/.ssh/migrate_ed25519 -o BatchMode=yes root@127.0.0.2 hostname',
      expect: /^new-server$/m,
    },
    {
      after: 4,
      name: 'Step 4: the nginx, PHP and certificate folders arrived',
      run: 'ls -d /howtos/new-server/etc/nginx/sites-available /howtos/new-server/etc/php/8.2 && cat /howtos/new-server/etc/letsencrypt/live/example.com/fullchain.pem',
      expect: /^cert$/m,
    },
    {
      after: 5,
      name: 'Step 5: the site, /home and /srv arrived, owned by the same user',
      run: 'stat -c "%U %n" /howtos/new-server/var/www/example.com/index.html /howtos/new-server/home/shop/report.txt && cat /howtos/new-server/srv/uploads/a.txt',
      expect: /^shop .*index\.html\nshop .*report\.txt\nupload$/m,
    },
    {
      after: 6,
      name: 'Step 6: the database arrived with its 250 orders',
      run: `ssh -i /root/.ssh/migrate_ed25519 root@127.0.0.2 'mariadb -Nse "SELECT COUNT(*) FROM shop.orders"'`,
      expect: /^250$/m,
    },
    {
      after: 7,
      name: 'Step 6: the application’s database user logs in on the new server with its old password',
      run: `ssh -i /root/.ssh/migrate_ed25519 root@127.0.0.2 'mariadb -u shop_db -pShop-db-pass-1 -Nse "SELECT COUNT(*) FROM shop.orders"'`,
      expect: /^250$/m,
    },
    {
      after: 8,
      name: 'Step 8: the site user’s crontab moved too, still its own and private',
      run: 'stat -c "%U %a" /howtos/new-server/var/spool/cron/crontabs/shop && cat /howtos/new-server/var/spool/cron/crontabs/shop',
      expect: /^shop 600\n[^]*cron\.php/,
    },
  ],
};
export default spec;
