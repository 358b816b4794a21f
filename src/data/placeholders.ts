// The placeholders articles ask readers to replace (UPPER_SNAKE names in code blocks; the rule is
// `placeholdersIn` in src/components/YourValues/values.ts), one entry each: the label and example
// the "Your values" panel shows, and the kind of value it accepts. Only these are filled with the
// reader's values. The content lint fails on a name of that rule used in an article but listed
// neither here nor in `secretPlaceholders`.
import type {PlaceholderKind} from '../components/YourValues/kinds';

export interface Placeholder {
  name: string;
  label: string;
  kind: PlaceholderKind;
  example: string;
}

export const placeholders: readonly Placeholder[] = [
  {name: 'SERVER_IP', label: 'Your server’s IP address', kind: 'ip', example: '203.0.113.10'},
  {name: 'NEW_SERVER_IP', label: 'The new server’s IP address', kind: 'ip', example: '203.0.113.20'},
  {name: 'SERVER_HOSTNAME', label: 'Your server’s host name', kind: 'host', example: 'server1.example.com'},
  {name: 'YOUR_IP', label: 'The IP address of your own computer or office', kind: 'ip', example: '198.51.100.7'},
  {name: 'CLIENT_IP', label: 'The IP address of the computer you test from', kind: 'ip', example: '198.51.100.7'},
  {name: 'TEST_IP', label: 'The test IP address of the data centre', kind: 'ip', example: '192.0.2.1'},
  {name: 'BMC_IP', label: 'The IP address of the server’s BMC (IPMI)', kind: 'ip', example: '192.0.2.50'},
  {name: 'BMC_USER', label: 'The BMC (IPMI) user name', kind: 'user', example: 'ADMIN'},
  {name: 'APP_DOMAIN', label: 'The domain of the app you install', kind: 'host', example: 'app.example.com'},
  {name: 'YOUR_DOMAIN', label: 'Your domain', kind: 'host', example: 'example.com'},
  {name: 'GIT_DOMAIN', label: 'The domain of your Gitea', kind: 'host', example: 'git.example.com'},
  {name: 'GITLAB_DOMAIN', label: 'The domain of your GitLab', kind: 'host', example: 'gitlab.example.com'},
  {name: 'NOTES_DOMAIN', label: 'The domain of your Memos', kind: 'host', example: 'notes.example.com'},
  {name: 'S3_DOMAIN', label: 'The domain of your MinIO S3 endpoint', kind: 'host', example: 's3.example.com'},
  {name: 'MX_HOST', label: 'The host name of your mail server', kind: 'host', example: 'mail.example.com'},
  {name: 'PANEL_PORT', label: 'The port of the 3x-ui panel', kind: 'port', example: '2053'},
  {name: 'BACKUP_HOST', label: 'The host of your backup storage', kind: 'host', example: 'backup1.example.net'},
  {name: 'BACKUP_PORT', label: 'The port of your backup storage', kind: 'port', example: '23'},
  {name: 'BACKUP_USER', label: 'The user name of your backup storage', kind: 'user', example: 'u12345'},
  {name: 'BACKUP_LOGIN', label: 'The login of your backup storage', kind: 'user', example: 'u12345'},
  {name: 'OLD_IMAP_HOST', label: 'The IMAP server of your old host', kind: 'host', example: 'imap.oldhost.example'},
  {name: 'OLD_USER', label: 'Your user name at your old host', kind: 'user', example: 'olduser'},
  {name: 'OLD_HOST', label: 'The SSH host name of your old host', kind: 'host', example: 'ssh.oldhost.example'},
  {name: 'SITE_USER', label: 'The site’s owner in FASTPANEL', kind: 'user', example: 'shop'},
  {name: 'DB_USER', label: 'The database user', kind: 'user', example: 'shop_db'},
  {name: 'DB_NAME', label: 'The database name', kind: 'dbname', example: 'shop'},
  {name: 'OLD_PATH', label: 'The site’s folder at your old host', kind: 'path', example: 'public_html'},
  {
    name: 'WEBHOOK_PATH',
    label: 'The path of the n8n Webhook node',
    kind: 'path',
    example: 'a1b2c3d4-5e6f-4a8b-9c0d-e1f2a3b4c5d6',
  },
  {name: 'ADMIN_NAME', label: 'The MinIO administrator name you choose', kind: 'user', example: 'storage-admin'},
  {name: 'CONTAINER_NAME', label: 'The name or ID of the Docker container', kind: 'name', example: 'app-web-1'},
  {
    name: 'EXTRA_NAME',
    label: 'Another host name or IP address for Nextcloud',
    kind: 'host',
    example: 'cloud2.example.com',
  },
  {name: 'SERVICE_NAME', label: 'The server’s name in the billing panel', kind: 'text', example: 'Web server 1'},
  {name: 'YOUR_ACCOUNT', label: 'Your GitHub account', kind: 'user', example: 'octocat'},
  {name: 'YOUR_REPOSITORY', label: 'Your repository', kind: 'path', example: 'my-app'},
  {name: 'YOUR_NAME', label: 'Your name, for the key’s comment', kind: 'text', example: 'Alex Doe'},
  {name: 'YOUR_COMPUTER', label: 'Your computer’s name, for the key’s comment', kind: 'path', example: 'laptop'},
  {
    name: 'REMOTE_MX_HOST',
    label: 'Another provider’s mail server, for the port 25 test',
    kind: 'host',
    example: 'mx.example.net',
  },
  {name: 'NS1_IP', label: 'The IP address of your first name server (ns1)', kind: 'ip', example: '203.0.113.10'},
  {name: 'NS2_IP', label: 'The IP address of your second name server (ns2)', kind: 'ip', example: '198.51.100.20'},
  {name: 'ADMIN_USER', label: 'The name of your own user with sudo rights', kind: 'user', example: 'anna'},
  {name: 'OLD_SERVER_IP', label: 'The old server’s IP address', kind: 'ip', example: '203.0.113.40'},
  {name: 'OTHER_SERVER_IP', label: 'The IP address of your other server', kind: 'ip', example: '203.0.113.30'},
  {name: 'OTHER_USER', label: 'Your user name on the other server', kind: 'user', example: 'admin'},
  {name: 'ADDITIONAL_IP', label: 'The additional IP address', kind: 'ip', example: '203.0.113.10'},
  {name: 'GATEWAY_IP', label: 'The gateway of the additional IP', kind: 'ip', example: '192.0.2.1'},
  {name: 'RESOLVER_IP', label: 'The address of a DNS resolver you use', kind: 'ip', example: '192.0.2.53'},
  {name: 'YOUR_IPV6_ADDRESS', label: 'Your server’s IPv6 address', kind: 'ip', example: '2001:db8:1234:5678::2'},
  {name: 'YOUR_IPV6_GATEWAY', label: 'Your server’s IPv6 gateway', kind: 'ip', example: '2001:db8:1234:5678::1'},
  {name: 'NAME_SERVER_HOST', label: 'A name server of your DNS hosting', kind: 'host', example: 'ns1.example.net'},
];

/**
 * Placeholders for secrets. They stay as written: the site never asks for a password, so none is
 * ever stored in a browser.
 */
export const secretPlaceholders: readonly string[] = ['YOUR_PASSWORD', 'YOUR_STORAGE_PASSWORD'];

export const placeholderByName = new Map(placeholders.map((p) => [p.name, p]));

/**
 * Names of the placeholder rule's shape that commands use as they are: the software's own names,
 * never filled and never asked for.
 */
export const notPlaceholders: readonly string[] = [
  // A key of /etc/os-release, which `grep -E '^(PRETTY_NAME|VERSION_ID)=' /etc/os-release` prints.
  'PRETTY_NAME',
];
