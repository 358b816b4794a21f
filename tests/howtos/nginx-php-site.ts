// docs/working-with-server/tech-questions/domains/add-domain.mdx (Debian 12): a site's folder, its
// nginx server block with the PHP location, enabled and reloaded, answering by name. nginx and
// PHP-FPM run as on the reader's server (the article's "Before you begin" and its PHP paragraph).
import type {HowtoSpec} from '../../scripts/lib/howtos';

const spec: HowtoSpec = {
  article: 'working-with-server/tech-questions/domains/add-domain',
  packages: ['nginx', 'php-fpm'],
  before: 'systemctl start nginx && systemctl start php8.2-fpm',
  // "on Debian 12 it is unix:/run/php/php8.2-fpm.sock"
  edits: [['unix:/run/php/php8.3-fpm.sock', 'unix:/run/php/php8.2-fpm.sock']],
  checks: [
    {
      after: 1,
      name: 'Step 2: "ls /var/www/example.com/public shows index.html"',
      run: 'ls /var/www/example.com/public',
      expect: /^index\.html$/m,
    },
    {
      after: 3,
      name: 'Step 3: the PHP location sits inside the server block',
      run: 'cat /etc/nginx/sites-available/example.com',
      expect: /location ~ \\\.php\$ \{[^]*php8\.2-fpm\.sock;\n\}\n\}\n$/,
    },
    {
      after: 4,
      name: 'Step 4: nginx -t ends with "syntax is ok" and "test is successful"',
      run: 'cat /howtos/out/step-4.txt',
      expect: /syntax is ok[^]*test is successful/,
    },
    {
      name: 'Check: the site answers by its name with the page of Step 2',
      run: 'cat /howtos/out/step-5.txt',
      expect: /^<h1>example\.com works<\/h1>$/m,
    },
    {
      name: 'Check: www.example.com answers too, and PHP files run through PHP-FPM',
      run: `echo '<?php echo "php ", PHP_VERSION;' > /var/www/example.com/public/info.php
        curl -s --resolve www.example.com:80:127.0.0.1 http://www.example.com/info.php`,
      expect: /^php 8\.2\./,
    },
  ],
};
export default spec;
