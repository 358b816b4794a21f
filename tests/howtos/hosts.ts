// docs/working-with-server/tech-questions/hosts.mdx: preview a site on its new server through the
// hosts file (the Linux tab), with the example address of NEW_SERVER_IP (203.0.113.20).
import type {HowtoSpec} from '../../scripts/lib/howtos';

const spec: HowtoSpec = {
  article: 'working-with-server/tech-questions/hosts',
  checks: [
    {
      after: 1,
      name: 'Step 1: the line is added at the end and the localhost lines stay',
      run: 'cat /etc/hosts',
      expect: /^127\.0\.0\.1\s+localhost$[^]*^203\.0\.113\.20\s+example\.com www\.example\.com\n$/m,
    },
    {
      name: 'Check: getent hosts answers from the hosts file with the new server’s address, as in the Output',
      run: 'cat /howtos/out/step-2.txt',
      expect: /^203\.0\.113\.20\s+example\.com www\.example\.com$/m,
    },
    {
      name: 'Check: getent hosts www.example.com answers too (both names on the line)',
      run: 'getent hosts www.example.com',
      expect: /^203\.0\.113\.20\s/,
    },
  ],
};
export default spec;
