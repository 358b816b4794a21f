// docs/working-with-server/credentials/recommendations.mdx (Linux, Debian 12): a key pair, the key
// copied with ssh-copy-id, a sudo user (ADMIN_USER, "anna") given root's keys and tested in a second
// session, then root and password logins turned off by a 00- drop-in, checked with sshd -T. "Your
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
  typed: {
    1: '\n\n\n',
    2: 'yes\nRoot-pass-test-1',
    3: 'echo logged-in-as-$(whoami)\nexit',
    // adduser: the password twice, five empty details (full name …), "Is the information correct? [Y/n]"
    4: 'Anna-pass-test-1\nAnna-pass-test-1\n\n\n\n\n\ny',
    6: 'sudo whoami\nAnna-pass-test-1\nexit',
  },
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
      name: 'Step 4: the user exists and is in the sudo group',
      run: 'id -nG anna',
      expect: /^anna\b.*\bsudo\b/m,
    },
    {
      after: 5,
      name: 'Step 4: "drwx------ for the folder and -rw------- for authorized_keys, both owned by ADMIN_USER"',
      run: 'stat -c "%A %U %G" /home/anna/.ssh /home/anna/.ssh/authorized_keys',
      expect: /^drwx------ anna anna\n-rw------- anna anna\n$/,
    },
    {
      after: 6,
      name: 'Step 5: the user gets in with the key, no password asked, and sudo whoami prints root',
      run: 'cat /howtos/out/step-6.txt',
      expect: /^(?![^]*anna@127\.0\.0\.1's password)[^]*\[sudo\] password for anna: [^]*^root\r?$/m,
    },
    {
      after: 7,
      name: 'Step 6: sshd -t accepts the drop-in and sshd -T shows the three settings "no", as in the Output',
      run: 'cat /howtos/out/step-7.txt',
      expect: /^kbdinteractiveauthentication no\npasswordauthentication no\npermitrootlogin no\n$/,
    },
    {
      after: 8,
      name: 'Step 6: a password login is refused with "Permission denied (publickey)."',
      run: 'ssh -o PubkeyAuthentication=no -o PreferredAuthentications=password -o BatchMode=yes anna@127.0.0.1',
      status: 255,
      expect: /anna@127\.0\.0\.1: Permission denied \(publickey\)\./,
    },
    {
      after: 8,
      name: 'Step 6: "ssh root@SERVER_IP is now refused with the same message, even with your key"',
      run: 'ssh -o BatchMode=yes root@127.0.0.1 true',
      status: 255,
      expect: /root@127\.0\.0\.1: Permission denied \(publickey\)\./,
    },
    {
      after: 8,
      name: 'Step 6: the key still logs in as the sudo user after the restart',
      run: 'ssh -o BatchMode=yes anna@127.0.0.1 echo still-in',
      expect: /^still-in$/m,
    },
    {
      name: 'Check: sshd -T shows all three "no", though 50-cloud-init.conf says yes',
      run: 'cat /howtos/out/step-9.txt',
      expect: /^kbdinteractiveauthentication no\npasswordauthentication no\npermitrootlogin no$/m,
    },
  ],
};
export default spec;
