// docs/apps/wireguard.mdx, Steps 1-6 on Debian 12: packages, keys, forwarding, the server
// configuration, ufw, the service. The test kernel has no WireGuard module, so Step 6 is checked by
// parsing wg0.conf (wg-quick strip) rather than bringing the tunnel up. The run's network has no
// public interface: eth0, one end of a veth pair with a default route, stands in for it. The server has
// openssh-server, whose ufw profile "OpenSSH" Step 5 allows.
import type {HowtoSpec} from '../../scripts/lib/howtos';

const spec: HowtoSpec = {
  article: 'apps/wireguard',
  packages: ['openssh-server'],
  before: `ip link add eth0 type veth peer name eth0-peer && ip link set eth0-peer up && ip link set eth0 up
    ip addr add 192.0.2.10/24 dev eth0 && ip route add default via 192.0.2.1`,
  checks: [
    {
      after: 2,
      name: 'Step 2: "four files, readable by root only (-rw-------)"',
      run: 'stat -c "%A %n" /etc/wireguard/*',
      expect: /^(-rw------- \/etc\/wireguard\/\S+\n){4}$/,
    },
    {
      after: 3,
      name: 'Step 3: the last line reads net.ipv4.ip_forward = 1',
      run: 'tail -n 1 /howtos/out/step-3.txt',
      expect: /^net\.ipv4\.ip_forward = 1$/m,
    },
    {
      after: 4,
      name: 'Step 4: the echo names an interface and wg0.conf has the keys filled in',
      run: 'cat /howtos/out/step-4.txt; grep -c "^PrivateKey = [A-Za-z0-9+/]\\{43\\}=$" /etc/wireguard/wg0.conf; grep -c "^PublicKey = [A-Za-z0-9+/]\\{43\\}=$" /etc/wireguard/wg0.conf',
      expect: /^Public interface: eth0\n1\n1$/m,
    },
    {
      after: 4,
      name: 'Step 4: wg0.conf, which holds the private key, is readable by root only',
      run: 'stat -c %a /etc/wireguard/wg0.conf',
      expect: /^600$/m,
    },
    {
      after: 5,
      name: 'Step 5: "ufw status lists 51820/udp and a rule ALLOW FWD from wg0"',
      run: 'cat /howtos/out/step-5.txt',
      expect: /51820\/udp +ALLOW +Anywhere[^]*ALLOW FWD +Anywhere on wg0/,
    },
    {
      after: 6,
      name: 'Step 6: the service is enabled and wg0.conf parses',
      run: 'systemctl is-enabled wg-quick@wg0 && wg-quick strip wg0',
      expect: /enabled[^]*\[Interface\][^]*\[Peer\]/,
    },
  ],
};
export default spec;
