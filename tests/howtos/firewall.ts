// docs/working-with-server/tech-questions/ddos/protection.mdx (Debian 12 tabs): ufw, request limits
// in nginx, fail2ban. The steps run in the run's own network namespace, so ufw's rules apply there
// and never to the host. nginx serves the site the article assumes.
import type {HowtoSpec} from '../../scripts/lib/howtos';

const spec: HowtoSpec = {
  article: 'working-with-server/tech-questions/ddos/protection',
  packages: ['nginx', 'openssh-server'],
  before: `mkdir -p /var/www/example.com && echo ok > /var/www/example.com/index.html
    rm -f /etc/nginx/sites-enabled/default && systemctl start nginx`,
  checks: [
    {
      after: 2,
      name: 'Step 1: ufw is active, denies incoming by default, limits SSH and allows 80 and 443',
      run: 'ufw status verbose',
      expect:
        /Status: active[^]*Default: deny \(incoming\)[^]*22\/tcp \(OpenSSH\) +LIMIT IN +Anywhere[^]*80\/tcp +ALLOW IN +Anywhere[^]*443\/tcp +ALLOW IN +Anywhere/,
    },
    {
      after: 2,
      name: 'Step 1: the rules are in the kernel (this run’s namespace)',
      run: 'iptables -S ufw-user-input',
      expect: /--dport 443 -j ACCEPT/,
    },
    {
      after: 4,
      name: 'Step 2: nginx -t ends with "syntax is ok" and "test is successful"',
      run: 'cat /howtos/out/step-4.txt',
      expect: /syntax is ok[^]*test is successful/,
    },
    {
      after: 4,
      name: 'Step 2: a burst from one address gets 429 once past the limit, while the first requests pass',
      // 60 requests at once, as a flood arrives (one after another, a loaded machine stays under 10 r/s).
      run: `seq 60 | xargs -P 60 -I{} curl -s -o /dev/null -w '%{http_code}\\n' -H 'Host: example.com' 'http://127.0.0.1/?{}' | sort | uniq -c`,
      expect: /\d+ 200\n\s*\d+ 429/,
    },
    {
      name: 'Step 3: fail2ban’s configuration test passes with the jail.local of the article',
      run: 'fail2ban-client --test',
      expect: /OK: configuration test is successful/,
    },
    {
      name: 'Step 3: both jails are enabled',
      run: 'fail2ban-client --dp 2>&1 | grep -E "^\\[(sshd|nginx-limit-req)\\]|add.*(sshd|nginx-limit-req)" | sort -u',
      expect: /nginx-limit-req[^]*sshd|sshd[^]*nginx-limit-req/,
    },
  ],
};
export default spec;
