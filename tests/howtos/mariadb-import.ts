// docs/working-with-server/tech-questions/mysql/import-big-dump.mdx (MariaDB 10.11 tab): a gzip
// dump with 1000 orders and one 20 MiB row (past MariaDB's default 16 MiB max_allowed_packet, which
// is what Step 2 is for), imported as the new database user with the password typed at the prompt.
import type {HowtoSpec} from '../../scripts/lib/howtos';

const spec: HowtoSpec = {
  article: 'working-with-server/tech-questions/mysql/import-big-dump',
  packages: ['mariadb-server', 'pv', 'tmux'],
  values: {DB_PASSWORD: 'Import-test-7f3a'},
  database: 'shop_db',
  before: `systemctl start mariadb
    mariadb -e "SET GLOBAL max_allowed_packet = 1073741824"
    mariadb -e "CREATE DATABASE legacy; USE legacy;
      CREATE TABLE orders (id INT PRIMARY KEY, total DECIMAL(10,2));
      INSERT INTO orders SELECT seq, seq * 1.5 FROM seq_1_to_1000;
      CREATE TABLE attachments (id INT PRIMARY KEY, payload LONGBLOB);
      INSERT INTO attachments VALUES (1, REPEAT('x', 20971520));"
    mariadb-dump --max-allowed-packet=1G legacy | gzip > /root/dump.sql.gz
    mariadb -e "DROP DATABASE legacy"
    systemctl restart mariadb
    mariadb -Nse "SELECT @@GLOBAL.max_allowed_packet" | grep -x 16777216`,
  prose: {2: 'sudo systemctl restart mysql'},
  typed: {4: 'Import-test-7f3a'},
  checks: [
    {
      after: 1,
      name: 'Step 1: the database and its user exist, and the user may use it',
      run: 'mariadb -u shop_db -pImport-test-7f3a -e "SHOW GRANTS"',
      expect: /GRANT ALL PRIVILEGES ON `shop_db`\.\* TO `shop_db`@`localhost`/,
    },
    {
      after: 3,
      name: 'Step 2: "Success: 1073741824" after the restart',
      run: 'cat /howtos/out/step-3.txt',
      expect: /\|\s+1073741824 \|/,
    },
    {
      after: 4,
      name: 'Step 4: the import ends without an error',
      run: 'cat /howtos/out/step-4.txt',
      expect: /^(?![^]*ERROR)[^]*$/,
    },
    {
      name: 'Check: the tables and rows arrived, SELECT COUNT(*) FROM orders gives 1000',
      run: 'cat /howtos/out/step-5.txt',
      expect: /orders[^]*\|\s+1000 \|/,
    },
    {
      name: 'Check: the 20 MiB row arrived whole',
      run: 'mariadb -Nse "SELECT LENGTH(payload) FROM shop_db.attachments"',
      expect: /^20971520$/m,
    },
  ],
};
export default spec;
