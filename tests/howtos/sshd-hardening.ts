// docs/working-with-server/credentials/recommendations.mdx (Linux, Debian 12): a key pair, the key
// copied with ssh-copy-id, password logins turned off by a drop-in, checked with sshd -T. "Your
// computer" and the server are the same chroot (SERVER_IP is 127.0.0.1), and the server starts as a
// provider image does: root may log in with a password, set in 50-cloud-init.conf, which the
// article's 00- drop-in must override.
import type {HowtoSpec} from '../../scripts/lib/howtos';

const spec: HowtoSpec = {
  article: 'working-with-server/credentials/recommendations',
  packages: ['openssh-server', 'openssh-client'],
  values: {SERVER_IP: '127.0.0.1'},
  before: `echo 'root:Root-pass-test-1' | chpasswd
    printf 'PasswordAuthentication yes\\nPermitRootLogin yes\\n' > /etc/ssh/sshd_config.d/50-cloud-init.conf
    systemctl start ssh`,
  typed: {1: '\n\n\n', 2: 'yes\nRoot-pass-test-1', 3: 'echo logged-in-as-$(whoami)\nexit'},
  checks: [
    {
      after: 1,
      name: 'Step 1: the key pair exists, the private key 0600',
      run: 'stat -c "%a %n" /root/.ssh/id_ed25519 /root/.ssh/id_ed25519.pub',
      expect: /^600 \/root\/\.ssh\/id_ed25519\n644 /,
    },
    {
      after: 2,
      name: 'Step 2: "Number of key(s) added: 1"',
      run: 'cat /howtos/out/step-2.txt',
      expect: /Number of key\(s\) added: 1/,
    },
    {
      after: 3,
      name: 'Step 3: the login uses the key, with no password prompt',
      run: 'cat /howtos/out/step-3.txt',
      expect: /^(?![^]*password:)[^]*logged-in-as-root/i,
    },
    {
      after: 4,
      name: 'Step 4: sshd -t accepts the drop-in (prints nothing)',
      run: 'cat /howtos/out/step-4.txt',
      expect: /^$/,
    },
    {
      after: 5,
      name: 'Step 4: a password login is refused with "Permission denied (publickey)."',
      run: 'ssh -o PubkeyAuthentication=no -o PreferredAuthentications=password -o BatchMode=yes root@127.0.0.1',
      status: 255,
      expect: /root@127\.0\.0\.1: Permission denied \(publickey\)\./,
    },
    {
      after: 5,
      name: 'Step 4: the key still logs in after the restart',
      run: 'ssh -o BatchMode=yes root@127.0.0.1 echo still-in',
      expect: /^still-in$/m,
    },
    {
      name: 'Check: sshd -T shows both settings "no", though 50-cloud-init.conf says yes',
      run: 'cat /howtos/out/step-6.txt',
      expect: /^kbdinteractiveauthentication no\npasswordauthentication no$/m,
    },
  ],
};
export default spec;
